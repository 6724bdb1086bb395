import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  DatasetInfo,
  FiguresChange,
  LegacySnapshotTable,
  ProductInfo,
  PublishedView,
  SnapshotTable,
} from '@portal/contracts';
import { advisers } from './schema-accounts.js';
import { datasetVersions } from './schema-products.js';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What the client sees, frozen at publish time (ADR 0010): later imports never change it. */
export interface ComparisonSnapshot {
  query: Record<string, unknown>;
  /** The visible rows as the comparison call answered them, and their formatted table. */
  rows: Record<string, unknown>[];
  /** Registry columns since ADR 0027; header texts only in snapshots published before it. */
  table: SnapshotTable | LegacySnapshotTable;
  /** The view mode and compare-at the table was published in (issue 10); absent before it, null for premium tools. */
  view?: PublishedView | null;
  productInfos: ProductInfo[];
  hiddenRowIds: string[];
  allowedInsurers: string[];
  dataset: (DatasetInfo & { versionNote?: string }) | null;
  adviserName: string;
}

/** spec 002 §3 Saved comparison: one row per published link. */
export const publishedComparisons = pgTable(
  'published_comparisons',
  {
    /** 144 random bits, base64url: the secret half of the link. */
    id: text('id').primaryKey(),
    adviserId: uuid('adviser_id')
      .notNull()
      .references(() => advisers.id, { onDelete: 'cascade' }),
    /** The adviser's rnf when published: the link's first segment. */
    rnf: text('rnf').notNull(),
    comparisonType: text('comparison_type').notNull(),
    clientName: text('client_name').notNull(),
    clientDescription: text('client_description').notNull(),
    advisorRecommendation: text('advisor_recommendation').notNull(),
    clientGender: text('client_gender').notNull(),
    clientSmoker: boolean('client_smoker').notNull(),
    clientDob: text('client_dob'),
    clientAlb: integer('client_alb').notNull(),
    colorScheme: text('color_scheme').notNull(),
    componentTheme: text('component_theme').notNull(),
    snapshot: jsonb('snapshot').$type<ComparisonSnapshot>().notNull(),
    createdAt: tstz('created_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    disabledAt: tstz('disabled_at'),
    /** ISO times of successful opens, the latest 100 (issue 6). */
    lastViewed: jsonb('last_viewed').$type<string[]>().notNull().default([]),
    /** Issue 36: when the snapshot shown was made; null for the one made at publishing (createdAt). */
    snapshotAt: tstz('snapshot_at'),
    /** Issue 36: counts republishes; part of the snapshot's cache key, as a snapshot may now be replaced. */
    snapshotRevision: integer('snapshot_revision').notNull().default(0),
    /** Issue 36: a client's first open (never the adviser's preview), all opens, and the unopened notice. */
    firstOpenedAt: tstz('first_opened_at'),
    openCount: integer('open_count').notNull().default(0),
    unopenedNoticeAt: tstz('unopened_notice_at'),
    /** Issue 36: how the premium dataset in force changes these figures; null while they are current. */
    figuresChange: jsonb('figures_change').$type<FiguresChange>(),
  },
  (t) => [index('published_comparisons_adviser_idx').on(t.adviserId, t.createdAt)],
);

/** Issue 36: a link's earlier snapshots, kept when it is republished, with the dates each was shown. */
export const publishedSnapshotHistory = pgTable(
  'published_snapshot_history',
  {
    id: serial('id').primaryKey(),
    linkId: text('link_id')
      .notNull()
      .references(() => publishedComparisons.id, { onDelete: 'cascade' }),
    snapshot: jsonb('snapshot').$type<ComparisonSnapshot>().notNull(),
    publishedAt: tstz('published_at').notNull(),
    replacedAt: tstz('replaced_at').notNull(),
  },
  (t) => [index('published_snapshot_history_link_idx').on(t.linkId, t.replacedAt)],
);

/**
 * Issue 36: the dataset versions whose effect on published links has been checked (or is being
 * checked): one row per version, claimed by the one instance that runs the check.
 */
export const figuresChecks = pgTable('figures_checks', {
  versionId: integer('version_id')
    .primaryKey()
    .references(() => datasetVersions.id, { onDelete: 'cascade' }),
  claimedAt: tstz('claimed_at').notNull(),
  finishedAt: tstz('finished_at'),
  linksChecked: integer('links_checked').notNull().default(0),
  linksChanged: integer('links_changed').notNull().default(0),
});
