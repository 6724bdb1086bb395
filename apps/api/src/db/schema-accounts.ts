import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// ARCHITECTURE §4: timestamptz everywhere, no floats. Tokens and codes are stored as sha256 only.
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const advisers = pgTable('advisers', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-case (contracts emailField lower-cases), so uniqueness ignores case. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  mobile: text('mobile').notNull(),
  rnfName: text('rnf_name').notNull(),
  /** Stored upper-case (contracts rnfField). */
  rnf: text('rnf').notNull().unique(),
  totpSecretEnc: text('totp_secret_enc').notNull(),
  totpConfirmedAt: tstz('totp_confirmed_at'),
  /** Last accepted RFC 6238 time step: each code works once per adviser. */
  lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
  /** Membership end (spec 002 §1 profile: membership validity); null = no end. */
  validUntil: tstz('valid_until'),
  /** Set by `admin adviser disable`: no sign-in until enabled again. */
  disabledAt: tstz('disabled_at'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const invitationCodes = pgTable('invitation_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  codeHash: text('code_hash').notNull().unique(),
  /** The first group of the code: not secret (20 of 140 bits), lets admins list and revoke by it. */
  displayPrefix: text('display_prefix').notNull().default(''),
  expiresAt: tstz('expires_at').notNull(),
  revokedAt: tstz('revoked_at'),
  usedAt: tstz('used_at'),
  usedBy: uuid('used_by').references(() => advisers.id, { onDelete: 'set null' }),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const loginChallenges = pgTable(
  'login_challenges',
  {
    idHash: text('id_hash').primaryKey(),
    adviserId: uuid('adviser_id')
      .notNull()
      .references(() => advisers.id, { onDelete: 'cascade' }),
    expiresAt: tstz('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: tstz('used_at'),
  },
  (t) => [index('login_challenges_adviser_idx').on(t.adviserId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adviserId: uuid('adviser_id')
      .notNull()
      .references(() => advisers.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull(),
    /** Two hours after 2FA; refreshes never move it (spec 000 §4.2). */
    endsAt: tstz('ends_at').notNull(),
    revokedAt: tstz('revoked_at'),
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('sessions_adviser_idx').on(t.adviserId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const uiSettings = pgTable('ui_settings', {
  adviserId: uuid('adviser_id')
    .primaryKey()
    .references(() => advisers.id, { onDelete: 'cascade' }),
  menuMode: text('menu_mode').notNull(),
  colorScheme: text('color_scheme').notNull(),
  inputStyle: text('input_style').notNull(),
  menuTheme: text('menu_theme').notNull(),
  componentTheme: text('component_theme').notNull(),
  updatedAt: tstz('updated_at').notNull(),
});

export const homeEntries = pgTable(
  'home_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tab: text('tab').notNull(),
    title: text('title').notNull(),
    label: text('label'),
    /** Plain-text paragraphs (spec 002 §2); rendered as text, never HTML. */
    body: jsonb('body')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    position: integer('position').notNull(),
  },
  (t) => [index('home_entries_tab_position_idx').on(t.tab, t.position)],
);

/**
 * Consecutive failures per email (password and 2FA alike), keyed by sha256 of the email so unknown
 * emails are throttled exactly like real ones and the table does not reveal who is registered.
 */
export const loginThrottle = pgTable('login_throttle', {
  keyHash: text('key_hash').primaryKey(),
  failures: integer('failures').notNull().default(0),
  nextAttemptAt: tstz('next_attempt_at'),
  lockedAt: tstz('locked_at'),
  updatedAt: tstz('updated_at').notNull(),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    adviserId: uuid('adviser_id')
      .notNull()
      .references(() => advisers.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [index('password_reset_tokens_adviser_idx').on(t.adviserId)],
);

/** Mail waiting for the SMTP server; the body is erased once sent or given up (it may hold a reset link). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body'),
    createdAt: tstz('created_at').notNull(),
    /** Past this the mail is useless (an expired reset link) and is dropped unsent. */
    discardAfter: tstz('discard_after'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull(),
    sentAt: tstz('sent_at'),
    failedAt: tstz('failed_at'),
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.sentAt, t.failedAt, t.nextAttemptAt)],
);

/** Issue 3: who did what, from where; never a password, code, token or secret. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: tstz('at').notNull(),
    event: text('event').notNull(),
    adviserId: uuid('adviser_id').references(() => advisers.id, { onDelete: 'set null' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>(),
  },
  (t) => [index('audit_log_adviser_at_idx').on(t.adviserId, t.at), index('audit_log_at_idx').on(t.at)],
);
