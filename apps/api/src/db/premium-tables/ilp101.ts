import { and, eq } from 'drizzle-orm';
import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ageCell } from './age-band.js';
import {
  centsCell,
  definePremiumTable,
  planCells,
  premiumKeyColumns,
  rateCell,
  rateColumn,
} from './columns.js';

// spec 001 §3, §9; issue 13, ADR 0030: the 101 plans' product illustrations at 8% p.a. The surrender
// value at each policy year end is stored per S$1 of monthly premium, for each premium term the plan is
// illustrated for, beside the least monthly premium that term takes. The plans are sold at any age: the
// age band is 0 to 101 unless the file says otherwise.
export const ilp101Illustrations = pgTable(
  'ilp101_illustrations',
  {
    ...premiumKeyColumns(),
    policyTerm: integer('policy_term').notNull(),
    minMonthlyPremiumCents: integer('min_monthly_premium_cents').notNull(),
    endOfYear: integer('end_of_year').notNull(),
    /** Surrender value at 8% p.a. at the end of the year, in cents per S$1 of monthly premium. */
    surrenderValuePerDollarCents: rateColumn('surrender_value_per_dollar_cents').notNull(),
  },
  (t) => [index('ilp101_illustrations_lookup_idx').on(t.datasetVersionId, t.policyTerm, t.planId)],
);

export const ILP101_ILLUSTRATIONS = definePremiumTable({
  type: 'ilp101',
  table: ilp101Illustrations,
  columns: {
    policyTerm: ilp101Illustrations.policyTerm,
    minMonthlyPremiumCents: ilp101Illustrations.minMonthlyPremiumCents,
    endOfYear: ilp101Illustrations.endOfYear,
    surrenderValuePerDollarCents: ilp101Illustrations.surrenderValuePerDollarCents,
  },
  importRow: z.object({
    ...planCells,
    anbFrom: ageCell.default(0),
    anbTo: ageCell.default(101),
    policyTerm: z.number().int().min(1).max(50),
    minMonthlyPremiumCents: centsCell,
    endOfYear: z.number().int().min(1).max(100),
    surrenderValuePerDollarCents: rateCell,
  }),
  where: (q: { versionId: number }) => and(eq(ilp101Illustrations.datasetVersionId, q.versionId)),
  policyTermColumn: null,
});
