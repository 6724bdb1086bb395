import { COMPARISON_TITLES, UNOPENED_NOTICE_DAYS } from '@portal/contracts';
import { formatSingaporeDate, formatSingaporeDateTime } from '@portal/core';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../app-deps.js';
import { inTransaction } from '../../db/transaction.js';
import { every } from '../../platform/every.js';
import { enqueueMail } from '../mail/outbox.service.js';
import * as repo from './link-notices.repository.js';
import type { ViewRecorder } from './view-recorder.js';

// Issue 36 (ADR 0048): the adviser hears when a client first opens a link, and when a link is two days
// from expiring unopened, through the outbox; each can be turned off in Profile. The adviser's own
// preview (the manager's "Open comparison") is never counted as the client's.

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;
type Log = { warn: (details: object, message: string) => void };
const DAY_MS = 86_400_000;
/** How often each instance looks for links near their expiry. */
export const UNOPENED_CHECK_MS = 60_000;

/** The query string a preview carries: `?preview=<token>`, a keyed hash of the link's id. */
export const previewTokenOf = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`link-preview:${id}`).digest('base64url').slice(0, 22);

export function isPreview(secret: string, id: string, token: unknown): boolean {
  if (typeof token !== 'string') return false;
  const expected = Buffer.from(previewTokenOf(secret, id));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The request's `?preview=` token when it is the link's own (the adviser's look), else undefined. */
export function previewTokenOfRequest(secret: string, id: string, query: unknown): string | undefined {
  const token = (query as { preview?: unknown } | undefined)?.preview;
  return isPreview(secret, id, token) ? (token as string) : undefined;
}

/** The views a request counts as: none for the adviser's preview. */
export const viewsOfRequest = (
  secret: string,
  views: Pick<ViewRecorder, 'record'>,
  id: string,
  query: unknown,
): Pick<ViewRecorder, 'record'> => (previewTokenOfRequest(secret, id, query) ? NOT_COUNTED : views);
export const NOT_COUNTED: Pick<ViewRecorder, 'record'> = { record: () => {} };

const titleOf = (type: string) => COMPARISON_TITLES[type] ?? type;
const OFF_LINE = 'You can turn these emails off in Update Profile.';

/** A link was opened by a client for the first time (view-recorder.ts tells once, across instances). */
export async function noticeFirstOpen(deps: Deps, id: string, at: string): Promise<void> {
  const link = await repo.findLinkForNotice(deps.db, id);
  if (!link?.notices.firstOpen) return;
  await enqueueMail(deps, {
    to: link.email,
    subject: `${link.clientName} opened your ${titleOf(link.comparisonType)} comparison`,
    text: [
      `Dear ${link.name},`,
      '',
      `${link.clientName} opened the ${titleOf(link.comparisonType)} comparison you published on ${formatSingaporeDate(link.createdAt)} for the first time on ${formatSingaporeDateTime(at)}.`,
      `The link is valid until ${formatSingaporeDate(link.expiresAt)}. Online Comparisons shows every open.`,
      '',
      OFF_LINE,
    ].join('\n'),
  });
}

/**
 * Links that expire within two days and were never opened: each is claimed once (its
 * unopened_notice_at), whatever the adviser's choice, and mailed when the adviser wants it.
 */
export function noticeUnopenedLinks(deps: Deps): Promise<number> {
  // The claims and the mails they queue commit together: a failure part way leaves every link to the
  // next pass, none claimed without its mail.
  return inTransaction(deps, (tx) => claimAndQueueUnopened(tx));
}

async function claimAndQueueUnopened(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const claimed = await repo.claimUnopenedNotices(
    deps.db,
    now,
    new Date(now.getTime() + UNOPENED_NOTICE_DAYS * DAY_MS),
  );
  let sent = 0;
  for (const { id } of claimed) {
    const link = await repo.findLinkForNotice(deps.db, id);
    if (!link?.notices.unopenedBeforeExpiry) continue;
    await enqueueMail(deps, {
      to: link.email,
      subject: `${link.clientName} has not opened your ${titleOf(link.comparisonType)} comparison yet`,
      text: [
        `Dear ${link.name},`,
        '',
        `The ${titleOf(link.comparisonType)} comparison you published for ${link.clientName} on ${formatSingaporeDate(link.createdAt)} has not been opened, and its link expires on ${formatSingaporeDateTime(link.expiresAt)}.`,
        'You can extend it in Online Comparisons, or remind your client.',
        '',
        OFF_LINE,
      ].join('\n'),
    });
    sent += 1;
  }
  return sent;
}

export const startUnopenedNotices = (deps: Deps, log: Log, intervalMs = UNOPENED_CHECK_MS) =>
  every(
    intervalMs,
    () => noticeUnopenedLinks(deps),
    (error) => log.warn({ err: error }, 'unopened link notices failed'),
  );
