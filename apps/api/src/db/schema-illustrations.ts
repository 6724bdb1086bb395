import { bigserial, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versionAndPlanColumns } from './schema-products.js';

// Issue 10, ADR 0011: illustration values of the value-series tools (retirement income, lifetime
// income, whole life endowment, whole life, universal life index), per dataset version, plan and
// pricing cell. Every value is dollars per 1,000 of the row's basis, numeric(16, 6), read as a decimal
// string and scaled to cents by packages/core's scaleUnitSeries (one rounding).
/**
 * A value column of a series: its years' values, comma-separated, each the decimal text numeric(16, 6)
 * would answer (6 decimals, made so at import). One text a column rather than a numeric[]: the market's
 * millions of values are parsed once, by the import's own check, not again by the database (a
 * numeric[] took PGlite most of an import); and `pg` would read a numeric[] as floats.
 */
const per1000Series = (name: string) => text(name).notNull();

/**
 * Issue 33, ADR 0039: one row per series (a plan's pricing cell at one illustration rate), each value
 * column an array by policy year (index 0 is year 1; years run 1..n without a gap, as the import
 * checks). Every entry age of the market is millions of yearly values; as one row a year they took
 * minutes to import, as one row a series seconds. The core still scales the stored decimal strings.
 */
export const illustrationSeries = pgTable(
  'illustration_series',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...versionAndPlanColumns(),
    entryAge: integer('entry_age').notNull(),
    /** 'M', 'F' or '*' (every gender priced alike); smoker 'NS', 'S' or '*' likewise. */
    gender: text('gender').notNull(),
    smoker: text('smoker').notNull(),
    premiumTerm: integer('premium_term').notNull(),
    coverOption: text('cover_option').notNull().default(''),
    basis: text('basis').notNull(),
    illustrationRate: numeric('illustration_rate', { precision: 4, scale: 2, mode: 'string' }).notNull(),
    premiumDuePer1000: per1000Series('premium_due_per_1000'),
    surrenderValueGtdPer1000: per1000Series('surrender_value_gtd_per_1000'),
    surrenderValueTotalPer1000: per1000Series('surrender_value_total_per_1000'),
    payoutGtdPer1000: per1000Series('payout_gtd_per_1000'),
    payoutTotalPer1000: per1000Series('payout_total_per_1000'),
    deathBenefitGtdPer1000: per1000Series('death_benefit_gtd_per_1000'),
    deathBenefitTotalPer1000: per1000Series('death_benefit_total_per_1000'),
  },
  (t) => [
    uniqueIndex('illustration_series_cell_idx').on(
      t.datasetVersionId,
      t.entryAge,
      t.gender,
      t.smoker,
      t.premiumTerm,
      t.coverOption,
      t.planId,
      t.illustrationRate,
    ),
    index('illustration_series_plan_idx').on(t.planId),
  ],
);
