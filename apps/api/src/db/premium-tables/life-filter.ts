import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The filter of the life tables (Multi-pay CI, Term): version, insured, policy terms and age. */
export interface LifeQuery {
  versionId: number;
  anb: number;
  gender: string;
  smoker: string;
  policyTerms: string[];
}

interface LifeColumns {
  datasetVersionId: PgColumn;
  gender: PgColumn;
  smoker: PgColumn;
  policyTerm: PgColumn;
  anbFrom: PgColumn;
  anbTo: PgColumn;
}

export const lifeWhere = (t: LifeColumns, q: LifeQuery) =>
  and(
    eq(t.datasetVersionId, q.versionId),
    eq(t.gender, q.gender),
    eq(t.smoker, q.smoker),
    inArray(t.policyTerm, q.policyTerms),
    lte(t.anbFrom, q.anb),
    gte(t.anbTo, q.anb),
  );
