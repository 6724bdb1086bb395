import {
  DEV_CODES,
  FEEDBACK_MESSAGES as M,
  SERVER_MESSAGES,
  type FeedbackCategory,
  type SubmitFeedbackReply,
} from '@portal/contracts';
import type { AppDeps, RequestMeta } from '../../app-deps.js';
import { inTransaction, lockAdviser } from '../../db/transaction.js';
import { HttpError } from '../../platform/http-error.js';
import { printable } from '../../platform/terminal-text.js';
import { AUDIT_EVENTS, recordAudit } from '../audit/audit.service.js';
import { findAdviserById } from '../auth/auth.repository.js';
import { enqueueMail } from '../mail/outbox.service.js';
import * as repo from './feedback.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** Ours: feedback per adviser per hour. */
export const MAX_FEEDBACK_PER_HOUR = 10;

/** spec 002 §2 Feedback and issue 14: stored, then mailed through the outbox to SUPPORT_EMAIL when set. */
export async function submitFeedback(
  deps: Deps,
  adviserId: string,
  body: { category: FeedbackCategory; feedback: string },
  meta: RequestMeta,
): Promise<SubmitFeedbackReply> {
  const adviser = await findAdviserById(deps.db, adviserId);
  if (!adviser) throw new HttpError(404, SERVER_MESSAGES.notFound, DEV_CODES.notFound);
  const now = deps.clock.now();
  // Issue 32 items 2 and 7: counted, stored, mailed and audited in one transaction that holds the
  // adviser's row, so forty racing submissions still store (and mail) at most the hourly limit.
  await inTransaction(deps, async (tx) => {
    await lockAdviser(tx.db, adviserId);
    // Each feedback is a mail to support: a runaway script or a stolen session cannot flood the inbox.
    const recent = await repo.countFeedbackSince(tx.db, adviserId, new Date(now.getTime() - 3_600_000));
    if (recent >= MAX_FEEDBACK_PER_HOUR)
      throw new HttpError(429, SERVER_MESSAGES.rateLimited, DEV_CODES.rateLimited);
    const id = await repo.insertFeedback(tx.db, {
      adviserId,
      adviserEmail: adviser.email,
      category: body.category,
      body: body.feedback,
      createdAt: now,
    });
    if (deps.config.supportEmail)
      await enqueueMail(tx, {
        to: deps.config.supportEmail,
        subject: `Feedback (${body.category}) from ${adviser.rnf}`,
        text: [
          `From: ${adviser.name} <${adviser.email}>, RNF ${adviser.rnf}`,
          `Category: ${body.category}`,
          `Received: ${now.toISOString()} (reference ${id})`,
          '',
          body.feedback,
          '',
          '-- Please answer within 3 working days (spec 002 §9).',
        ].join('\n'),
      });
    await recordAudit(tx, AUDIT_EVENTS.feedbackSubmitted, meta, {
      adviserId,
      details: { feedbackId: id, category: body.category },
    });
  });
  return { success: true, msg: M.submitted };
}

/** `npm run admin -- feedback list`: every feedback, oldest first, the text indented below. */
export async function listFeedbackLines(deps: Pick<AppDeps, 'db'>): Promise<string[]> {
  const rows = await repo.listFeedback(deps.db);
  if (rows.length === 0) return ['No feedback.'];
  return rows.flatMap((r) => [
    `${r.createdAt.toISOString()}  ${r.category}  ${printable(r.adviserEmail)}  ${r.id}`,
    ...printable(r.body)
      .split(/\r?\n/)
      .map((line) => `    ${line}`),
  ]);
}
