import { TERM_COVERS } from '@portal/contracts';
import { and, inArray } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { definePremiumTable, planCells, premiumKeyColumns, rateCell, rateColumn } from './columns.js';
import { lifeCells, lifeColumns, lifeIndex, lifeWhere, type LifeQuery } from './life-filter.js';

// spec 001 §3 Term: an annual rate per S$1,000 per cover by gender, smoker, policy term and ANB band.
export const termPremiums = pgTable(
  'term_premiums',
  {
    ...premiumKeyColumns(),
    cover: text('cover').notNull(),
    ...lifeColumns(),
    /** Annual premium in cents per S$1,000 of the cover's sum insured. */
    ratePer1000Cents: rateColumn('rate_per_1000_cents').notNull(),
  },
  (t) => [lifeIndex('term_premiums_lookup_idx', t)],
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
    ...lifeCells,
    ratePer1000Cents: rateCell,
  }),
  where: (q: LifeQuery & { covers: string[] }) =>
    and(lifeWhere(termPremiums, q), inArray(termPremiums.cover, q.covers)),
  policyTermColumn: termPremiums.policyTerm,
});
