import { bigserial, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { datasetVersions, plans } from './schema-products.js';

// Issue 10, ADR 0011: illustration values of the value-series tools (retirement income, lifetime
// income, whole life endowment, whole life, universal life index), per dataset version, plan and
// pricing cell, by policy year. Every value is dollars per 1,000 of the row's basis, numeric(16, 6),
// read as a decimal string and scaled to cents by packages/core's scaleUnitSeries (one rounding).
const per1000 = (name: string) => numeric(name, { precision: 16, scale: 6, mode: 'string' }).notNull();

export const illustrationValues = pgTable(
  'illustration_values',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    datasetVersionId: integer('dataset_version_id')
      .notNull()
      .references(() => datasetVersions.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    /** Age next birthday at entry: the age every comparison call carries (spec 001 §3). */
    entryAge: integer('entry_age').notNull(),
    gender: text('gender').notNull(),
    smoker: text('smoker').notNull(),
    /** Years of premium payment; 1 is single premium (spec 001 §9 "single (1)"). */
    premiumTerm: integer('premium_term').notNull(),
    /** The tool's own option key (whole life cover-multiplier-expiry, ULI allocation); '' for none. */
    coverOption: text('cover_option').notNull().default(''),
    /** What one unit is 1,000 of: totalPremium, sumAssured or monthlyIncome. */
    basis: text('basis').notNull(),
    /**
     * The illustrated investment return, percent with 2 decimals: the LIA's '4.25' and '3.00' (issue 11).
     * Each rate is a full series; the guaranteed columns are the same at every rate.
     */
    illustrationRate: numeric('illustration_rate', { precision: 4, scale: 2, mode: 'string' }).notNull(),
    policyYear: integer('policy_year').notNull(),
    /** Due at the start of the policy year; every other value is at its end (ADR 0011). */
    premiumDuePer1000: per1000('premium_due_per_1000'),
    surrenderValueGtdPer1000: per1000('surrender_value_gtd_per_1000'),
    surrenderValueTotalPer1000: per1000('surrender_value_total_per_1000'),
    payoutGtdPer1000: per1000('payout_gtd_per_1000'),
    payoutTotalPer1000: per1000('payout_total_per_1000'),
    deathBenefitGtdPer1000: per1000('death_benefit_gtd_per_1000'),
    deathBenefitTotalPer1000: per1000('death_benefit_total_per_1000'),
  },
  (t) => [
    // The filter columns lead, so one range scan per cell answers a search (premium_term IN (...) for
    // the checkbox forms); plan, rate and year make a duplicate year impossible. One scan returns a plan's
    // series at every illustration rate, side by side.
    uniqueIndex('illustration_values_cell_idx').on(
      t.datasetVersionId,
      t.entryAge,
      t.gender,
      t.smoker,
      t.premiumTerm,
      t.coverOption,
      t.planId,
      t.illustrationRate,
      t.policyYear,
    ),
    index('illustration_values_plan_idx').on(t.planId),
  ],
);
