import { insuredFieldsSchema } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import { index, text, type PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ageBandCells, inVersionAtAge } from './age-band.js';

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
  inVersionAtAge(t, q, eq(t.gender, q.gender), eq(t.smoker, q.smoker), inArray(t.policyTerm, q.policyTerms));

/** The life tables' filter columns beside the key columns (Multi-pay CI, Term). */
export const lifeColumns = () => ({
  gender: text('gender').notNull(),
  smoker: text('smoker').notNull(),
  policyTerm: text('policy_term').notNull(),
});

/** Their cells in an import row. */
export const lifeCells = {
  gender: insuredFieldsSchema.shape.gender,
  smoker: insuredFieldsSchema.shape.smoker,
  policyTerm: z.string().min(1),
  ...ageBandCells,
};

/** The lookup index of a life table, led by the filter columns in `lifeWhere`'s order. */
export const lifeIndex = (name: string, t: LifeColumns) =>
  index(name).on(t.datasetVersionId, t.gender, t.smoker, t.policyTerm, t.anbFrom, t.anbTo);
