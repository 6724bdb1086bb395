import { insuredFieldsSchema, TERM_COVERS } from '@portal/contracts';
import { and, inArray } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  ageCell,
  definePremiumTable,
  planCells,
  premiumKeyColumns,
  rateCell,
  rateColumn,
} from './columns.js';
import { lifeWhere, type LifeQuery } from './life-filter.js';

// spec 001 §3 Term: an annual rate per S$1,000 per cover by gender, smoker, policy term and ANB band.
export const termPremiums = pgTable(
  'term_premiums',
  {
    ...premiumKeyColumns(),
    cover: text('cover').notNull(),
    gender: text('gender').notNull(),
    smoker: text('smoker').notNull(),
    policyTerm: text('policy_term').notNull(),
    /** Annual premium in cents per S$1,000 of the cover's sum insured. */
    ratePer1000Cents: rateColumn('rate_per_1000_cents').notNull(),
  },
  (t) => [
    index('term_premiums_lookup_idx').on(
      t.datasetVersionId,
      t.gender,
      t.smoker,
      t.policyTerm,
      t.anbFrom,
      t.anbTo,
    ),
  ],
);

export const TERM_PREMIUMS = definePremiumTable({
  type: 'term',
  table: termPremiums,
  columns: {
    policyTerm: termPremiums.policyTerm,
    cover: termPremiums.cover,
    ratePer1000Cents: termPremiums.ratePer1000Cents,
  },
  importRow: z.object({
    ...planCells,
    cover: z.enum(TERM_COVERS),
    gender: insuredFieldsSchema.shape.gender,
    smoker: insuredFieldsSchema.shape.smoker,
    policyTerm: z.string().min(1),
    anbFrom: ageCell,
    anbTo: ageCell,
    ratePer1000Cents: rateCell,
  }),
  where: (q: LifeQuery & { covers: string[] }) =>
    and(lifeWhere(termPremiums, q), inArray(termPremiums.cover, q.covers)),
  policyTermColumn: termPremiums.policyTerm,
});
