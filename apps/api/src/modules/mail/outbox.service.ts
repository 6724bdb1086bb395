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
const BATCH = 20;

/** Exponential backoff: 30 s, 1 min, 2 min ... capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, BASE_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

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

/** One pass over the due mail. Returns how many were sent; tests call it instead of sleeping. */
export async function sendPendingMail(deps: Deps, log?: Log): Promise<number> {
  const now = deps.clock.now();
  let sent = 0;
  for (const row of await repo.findDueMail(deps.db, now, BATCH)) {
    if ((row.discardAfter && row.discardAfter.getTime() <= now.getTime()) || row.body === null) {
      await repo.markGivenUp(deps.db, row.id, now, 'expired before delivery');
      continue;
    }
    if (!(await repo.claimMail(deps.db, row, new Date(now.getTime() + LEASE_MS)))) continue;
    try {
      const receipt = await deps.mailer.send({ to: row.toAddress, subject: row.subject, text: row.body });
      await repo.markSent(deps.db, row.id, deps.clock.now());
      sent += 1;
      if (receipt.kind === 'file') log?.info({ file: receipt.path }, 'mail written to the outbox folder');
      else log?.info({ messageId: receipt.messageId }, 'mail sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const attempts = row.attempts + 1;
      if (attempts >= MAX_ATTEMPTS) await repo.markGivenUp(deps.db, row.id, deps.clock.now(), reason);
      else
        await repo.markRetry(deps.db, row.id, new Date(now.getTime() + retryDelayMs(attempts)), reason);
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
  let isStopped = false;
  const pass = () => {
    if (isStopped) return;
    running = running.then(() => sendPendingMail(deps, log)).catch((error: unknown) => {
      log.warn({ err: error }, 'outbox pass failed');
    });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  pass();
  return {
    stop: async () => {
      isStopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
