import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import type { MailMessage } from '../../platform/mail.js';
import * as repo from './outbox.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer'>;
type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

const BASE_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/** A claimed row is retried after this if the sender dies mid-send. */
const LEASE_MS = 5 * 60_000;
const MAX_ATTEMPTS = 20;
/**
 * Issue 9: a mail that expires (a reset link) is retried at least this often until it expires, and
 * as often as that takes: with the hour-long cap, a 30-minute link was dropped after about 15 minutes
 * of SMTP outage although the server came back in time.
 */
const MAX_RETRY_BEFORE_EXPIRY_MS = 60_000;
const BATCH = 20;

/** Exponential backoff: 30 s, 1 min, 2 min ... capped at an hour, or at a minute for a mail that expires. */
export function retryDelayMs(attempts: number, expires = false): number {
  const cap = expires ? MAX_RETRY_BEFORE_EXPIRY_MS : MAX_RETRY_MS;
  return Math.min(cap, BASE_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

const hasExpired = (row: repo.OutboxRow, at: Date) =>
  row.discardAfter !== null && row.discardAfter.getTime() <= at.getTime();

/**
 * Queues a mail; the sender delivers it. The request that asked for it never waits on, or fails
 * because of, the mail server (issue 3).
 */
export async function enqueueMail(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  message: MailMessage,
  discardAfter?: Date,
): Promise<void> {
  const now = deps.clock.now();
  await repo.insertMail(deps.db, {
    toAddress: message.to,
    subject: message.subject,
    body: message.text,
    createdAt: now,
    discardAfter: discardAfter ?? null,
    nextAttemptAt: now,
  });
}

/**
 * One pass over the due mail. Returns how many were sent; tests call it instead of sleeping. Once
 * `signal` aborts (a drain, issue 18) it claims no further row: the rest wait for another instance.
 */
export async function sendPendingMail(deps: Deps, log?: Log, signal?: AbortSignal): Promise<number> {
  const now = deps.clock.now();
  let sent = 0;
  for (const row of await repo.findDueMail(deps.db, now, BATCH)) {
    if (signal?.aborted) break;
    // Read again for each mail: a pass that waits on a slow server must not send a link that died meanwhile.
    const at = deps.clock.now();
    if (hasExpired(row, at) || row.body === null) {
      await repo.markGivenUp(deps.db, row.id, at, 'expired before delivery');
      continue;
    }
    if (!(await repo.claimMail(deps.db, row, new Date(at.getTime() + LEASE_MS)))) continue;
    try {
      const receipt = await deps.mailer.send({ to: row.toAddress, subject: row.subject, text: row.body });
      await repo.markSent(deps.db, row.id, deps.clock.now());
      sent += 1;
      if (receipt.kind === 'file') log?.info({ file: receipt.path }, 'mail written to the outbox folder');
      else log?.info({ messageId: receipt.messageId }, 'mail sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const attempts = row.attempts + 1;
      const failedAt = deps.clock.now();
      // A mail that expires is tried until it expires, however many attempts that takes, and no longer.
      const isOutOfTries = row.discardAfter ? hasExpired(row, failedAt) : attempts >= MAX_ATTEMPTS;
      if (isOutOfTries) {
        await repo.markGivenUp(deps.db, row.id, failedAt, reason);
        log?.warn({ attempts, reason }, 'mail not delivered; given up');
        continue;
      }
      const retryAt = new Date(failedAt.getTime() + retryDelayMs(attempts, row.discardAfter !== null));
      await repo.markRetry(deps.db, row.id, retryAt, reason);
      log?.warn({ attempts, reason }, 'mail not delivered; will retry');
    }
  }
  return sent;
}

export interface OutboxSender {
  stop(): Promise<void>;
}

/** The background loop main.ts starts; passes never overlap and stop() waits for the current one. */
export function startOutboxSender(deps: Deps, log: Log, intervalMs = 2_000): OutboxSender {
  let running: Promise<unknown> = Promise.resolve();
  const stopping = new AbortController();
  const pass = () => {
    if (stopping.signal.aborted) return;
    running = running
      .then(() => sendPendingMail(deps, log, stopping.signal))
      .catch((error: unknown) => {
        log.warn({ err: error }, 'outbox pass failed');
      });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  pass();
  return {
    stop: async () => {
      stopping.abort();
      clearInterval(timer);
      await running;
    },
  };
}
