import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { advisers } from './schema-accounts.js';

// Issue 14: the adviser's own area (spec 002 §3 User details, Feedback). ADR 0016.
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const link = (name: string) => text(name).notNull().default('');

/** Social links and what the client's page shows; one row per adviser, created at the first save. */
export const adviserProfiles = pgTable('adviser_profiles', {
  adviserId: uuid('adviser_id')
    .primaryKey()
    .references(() => advisers.id, { onDelete: 'cascade' }),
  discord: link('discord'),
  facebook: link('facebook'),
  instagram: link('instagram'),
  linkedin: link('linkedin'),
  reddit: link('reddit'),
  telegram: link('telegram'),
  twitter: link('twitter'),
  youtube: link('youtube'),
  showPicture: boolean('show_picture').notNull().default(false),
  /** fileName of the chosen avatar; a deleted picture simply stops matching. */
  picture: text('picture'),
  showName: boolean('show_name').notNull().default(true),
  showTitle: boolean('show_title').notNull().default(false),
  title: text('title').notNull().default(''),
  showRnf: boolean('show_rnf').notNull().default(true),
  showMobile: boolean('show_mobile').notNull().default(false),
  showEmail: boolean('show_email').notNull().default(false),
  /** Issue 36: emails about published links (DEFAULT_LINK_NOTICES). */
  noticeFirstOpen: boolean('notice_first_open').notNull().default(true),
  noticeUnopened: boolean('notice_unopened').notNull().default(true),
  updatedAt: tstz('updated_at').notNull(),
});

/**
 * One uploaded picture. 'uploaded' after the PUT; 'listed' once managePic records it (spec 002 §7
 * two steps). The bytes live in object storage under `storage_key`; rows are deleted with the file.
 */
export const pictures = pgTable(
  'pictures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adviserId: uuid('adviser_id')
      .notNull()
      .references(() => advisers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    fileName: text('file_name').notNull().unique(),
    status: text('status').notNull(),
    position: integer('position').notNull().default(0),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('pictures_adviser_type_idx').on(t.adviserId, t.type, t.position)],
);

/** An upload address from get-upload-{type}: works once, for one adviser and one type, for minutes. */
export const pictureUploads = pgTable(
  'picture_uploads',
  {
    tokenHash: text('token_hash').primaryKey(),
    adviserId: uuid('adviser_id')
      .notNull()
      .references(() => advisers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    fileName: text('file_name').notNull().unique(),
    createdAt: tstz('created_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [index('picture_uploads_adviser_idx').on(t.adviserId)],
);

/** spec 002 §2: a request to change rnf, rnf name and email; an admin closes it after applying it. */
export const rnfChangeRequests = pgTable(
  'rnf_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adviserId: uuid('adviser_id')
      .notNull()
      .references(() => advisers.id, { onDelete: 'cascade' }),
    requestedAt: tstz('requested_at').notNull(),
    closedAt: tstz('closed_at'),
  },
  // At most one open request per adviser, even when two clicks race.
  (t) => [
    uniqueIndex('rnf_change_requests_open_idx')
      .on(t.adviserId)
      .where(sql`${t.closedAt} is null`),
  ],
);

/** spec 002 §3 Feedback. Kept when the adviser is deleted: support still needs to read it. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adviserId: uuid('adviser_id').references(() => advisers.id, { onDelete: 'set null' }),
    /** Who sent it, as they were then. */
    adviserEmail: text('adviser_email').notNull(),
    category: text('category').notNull(),
    body: text('body').notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);
