import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { definePremiumTable, planCells, premiumKeyColumns, rateCell, rateColumn } from './columns.js';
import { lifeCells, lifeColumns, lifeIndex, lifeWhere, type LifeQuery } from './life-filter.js';

// spec 001 §3 Multi-pay CI: an annual rate per S$1,000 by gender, smoker, policy term and ANB band.
export const multiCiPremiums = pgTable(
  'multi_ci_premiums',
  {
    ...premiumKeyColumns(),
    ...lifeColumns(),
    /** spec 001 §3 Multi-pay CI: maxClaim (percent of the sum insured), type and waiver. */
    maxClaimPct: integer('max_claim_pct').notNull(),
    isMaxOpenEnded: boolean('is_max_open_ended').notNull(),
    coverType: text('cover_type').notNull(),
    waiver: text('waiver').notNull(),
    /** Annual premium in cents per S$1,000 of sum insured. */
    ratePer1000Cents: rateColumn('rate_per_1000_cents').notNull(),
  },
  (t) => [lifeIndex('multi_ci_premiums_lookup_idx', t)],
);

export const MULTI_CI_PREMIUMS = definePremiumTable({
  type: 'multiPayCI',
  table: multiCiPremiums,
  columns: {
    policyTerm: multiCiPremiums.policyTerm,
    maxClaimPct: multiCiPremiums.maxClaimPct,
    isMaxOpenEnded: multiCiPremiums.isMaxOpenEnded,
    coverType: multiCiPremiums.coverType,
    waiver: multiCiPremiums.waiver,
    ratePer1000Cents: multiCiPremiums.ratePer1000Cents,
  },
  importRow: z.object({
    ...planCells,
    maxClaimPct: z.number().int().min(0),
    isMaxOpenEnded: z.boolean(),
    coverType: z.string().min(1),
    waiver: z.string(),
    ...lifeCells,
    ratePer1000Cents: rateCell,
  }),
  where: (q: LifeQuery) => lifeWhere(multiCiPremiums, q),
  policyTermColumn: multiCiPremiums.policyTerm,
});
