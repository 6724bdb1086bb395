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
// one said (ADR 0007). Money is integer cents. Each premium table is declared in premium-tables/
// with its import row and search filter (ADR 0022).
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

/**
 * The version a row of product data belongs to (deleted with it, ADR 0007) and its plan: the columns
 * of product info, every premium table and the illustration series.
 */
export const versionAndPlanColumns = () => ({
  datasetVersionId: integer('dataset_version_id')
    .notNull()
    .references(() => datasetVersions.id, { onDelete: 'cascade' }),
  planId: integer('plan_id')
    .notNull()
    .references(() => plans.id),
});

export const productInfos = pgTable(
  'product_infos',
  {
    id: serial('id').primaryKey(),
    ...versionAndPlanColumns(),
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
