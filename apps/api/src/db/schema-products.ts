import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { advisers } from './schema-accounts.js';

// ARCHITECTURE §4 and issue 5: product data. Each import is a dataset version with an effective date;
// premium rows and product info belong to one version, so a new import never alters what an older
// one said (ADR 0007). Money is integer cents; premium rates are cents per unit of cover, so a
// premium is rate x units, exact in integers.
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const isoDate = (name: string) => date(name, { mode: 'string' });
const textList = (name: string) =>
  jsonb(name)
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

export const datasetVersions = pgTable(
  'dataset_versions',
  {
    id: serial('id').primaryKey(),
    comparisonType: text('comparison_type').notNull(),
    /** The "premium updated" date on screen; the version in force is the latest one on or before today. */
    effectiveDate: isoDate('effective_date').notNull(),
    isSample: boolean('is_sample').notNull(),
    source: text('source').notNull(),
    importedAt: tstz('imported_at').notNull(),
  },
  (t) => [index('dataset_versions_type_date_idx').on(t.comparisonType, t.effectiveDate)],
);

export const insurers = pgTable('insurers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  shortName: text('short_name').notNull(),
});

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    insurerId: integer('insurer_id')
      .notNull()
      .references(() => insurers.id),
    comparisonType: text('comparison_type').notNull(),
    planName: text('plan_name').notNull(),
    planShortName: text('plan_short_name').notNull(),
  },
  (t) => [uniqueIndex('plans_insurer_type_name_idx').on(t.insurerId, t.comparisonType, t.planName)],
);

export const productInfos = pgTable(
  'product_infos',
  {
    id: serial('id').primaryKey(),
    datasetVersionId: integer('dataset_version_id')
      .notNull()
      .references(() => datasetVersions.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    updatedAt: isoDate('updated_at').notNull(),
    features: textList('features'),
    premiumHoliday: textList('premium_holiday'),
    partialSurrender: textList('partial_surrender'),
    fullSurrender: textList('full_surrender'),
    loan: textList('loan'),
    notes: textList('notes'),
    usps: textList('usps'),
    material: jsonb('material')
      .$type<{ upload: boolean; url: string; fileName: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    promoName: text('promo_name'),
    promoDetails: textList('promo_details'),
    /** The promo shows only while today is within these dates (spec 001 §3 customerPromo.valid). */
    promoValidFrom: isoDate('promo_valid_from'),
    promoValidTo: isoDate('promo_valid_to'),
    /** Type-specific blocks: Shield's info fields, Maternity's matrices, Multi-pay CI's max claim. */
    extra: jsonb('extra')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [uniqueIndex('product_infos_version_plan_idx').on(t.datasetVersionId, t.planId)],
);

const versionId = () =>
  integer('dataset_version_id')
    .notNull()
    .references(() => datasetVersions.id, { onDelete: 'cascade' });
const planId = () =>
  integer('plan_id')
    .notNull()
    .references(() => plans.id);

export const shieldPremiums = pgTable(
  'shield_premiums',
  {
    id: serial('id').primaryKey(),
    datasetVersionId: versionId(),
    planId: planId(),
    planTier: text('plan_tier').notNull(),
    coverageType: text('coverage_type').notNull(),
    anbFrom: integer('anb_from').notNull(),
    anbTo: integer('anb_to').notNull(),
    medisaveCents: integer('medisave_cents').notNull(),
    cashCents: integer('cash_cents').notNull(),
  },
  (t) => [index('shield_premiums_lookup_idx').on(t.datasetVersionId, t.coverageType, t.anbFrom, t.anbTo)],
);

export const ltcPremiums = pgTable(
  'ltc_premiums',
  {
    id: serial('id').primaryKey(),
    datasetVersionId: versionId(),
    planId: planId(),
    gender: text('gender').notNull(),
    adls: integer('adls').notNull(),
    anbFrom: integer('anb_from').notNull(),
    anbTo: integer('anb_to').notNull(),
    premiumTerm: text('premium_term').notNull(),
    /** Annual premium in cents per S$100 of monthly benefit. */
    ratePer100Cents: integer('rate_per_100_cents').notNull(),
  },
  (t) => [index('ltc_premiums_lookup_idx').on(t.datasetVersionId, t.gender, t.adls, t.anbFrom, t.anbTo)],
);

export const maternityPremiums = pgTable(
  'maternity_premiums',
  {
    id: serial('id').primaryKey(),
    datasetVersionId: versionId(),
    planId: planId(),
    planType: text('plan_type').notNull(),
    pregnancyType: text('pregnancy_type').notNull(),
    sumInsuredCents: integer('sum_insured_cents').notNull(),
    anbFrom: integer('anb_from').notNull(),
    anbTo: integer('anb_to').notNull(),
    premiumCents: integer('premium_cents').notNull(),
  },
  (t) => [
    index('maternity_premiums_lookup_idx').on(
      t.datasetVersionId,
      t.sumInsuredCents,
      t.pregnancyType,
      t.anbFrom,
      t.anbTo,
    ),
  ],
);

export const multiCiPremiums = pgTable(
  'multi_ci_premiums',
  {
    id: serial('id').primaryKey(),
    datasetVersionId: versionId(),
    planId: planId(),
    gender: text('gender').notNull(),
    smoker: text('smoker').notNull(),
    policyTerm: text('policy_term').notNull(),
    anbFrom: integer('anb_from').notNull(),
    anbTo: integer('anb_to').notNull(),
    /** spec 001 §3 Multi-pay CI: maxClaim (percent of the sum insured), type and waiver. */
    maxClaimPct: integer('max_claim_pct').notNull(),
    isMaxOpenEnded: boolean('is_max_open_ended').notNull(),
    coverType: text('cover_type').notNull(),
    waiver: text('waiver').notNull(),
    /** Annual premium in cents per S$1,000 of sum insured. */
    ratePer1000Cents: integer('rate_per_1000_cents').notNull(),
  },
  (t) => [
    index('multi_ci_premiums_lookup_idx').on(
      t.datasetVersionId,
      t.gender,
      t.smoker,
      t.policyTerm,
      t.anbFrom,
      t.anbTo,
    ),
  ],
);

export const termPremiums = pgTable(
  'term_premiums',
  {
    id: serial('id').primaryKey(),
    datasetVersionId: versionId(),
    planId: planId(),
    cover: text('cover').notNull(),
    gender: text('gender').notNull(),
    smoker: text('smoker').notNull(),
    policyTerm: text('policy_term').notNull(),
    anbFrom: integer('anb_from').notNull(),
    anbTo: integer('anb_to').notNull(),
    ratePer1000Cents: integer('rate_per_1000_cents').notNull(),
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

/** spec 000 §3 comparisonInsurerDisplaySettings: per adviser per comparison type. */
export const comparisonDisplaySettings = pgTable(
  'comparison_display_settings',
  {
    adviserId: uuid('adviser_id')
      .notNull()
      .references(() => advisers.id, { onDelete: 'cascade' }),
    comparisonType: text('comparison_type').notNull(),
    onlyDisplayInsurers: textList('only_display_insurers'),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.adviserId, t.comparisonType] })],
);
