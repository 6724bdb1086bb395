import {
  DEV_CODES,
  FEEDBACK_MESSAGES as M,
  SERVER_MESSAGES,
  type FeedbackCategory,
  type SubmitFeedbackReply,
} from '@portal/contracts';
import type { AppDeps, RequestMeta } from '../../app-deps.js';
import { HttpError } from '../../platform/http-error.js';
import { printable } from '../../platform/terminal-text.js';
import { AUDIT_EVENTS, recordAudit } from '../audit/audit.service.js';
import { findAdviserById } from '../auth/auth.repository.js';
import { enqueueMail } from '../mail/outbox.service.js';
import * as repo from './feedback.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

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
  const id = await repo.insertFeedback(deps.db, {
    adviserId,
    adviserEmail: adviser.email,
    category: body.category,
    body: body.feedback,
    createdAt: now,
  });
  if (deps.config.supportEmail)
    await enqueueMail(deps, {
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
  await recordAudit(deps, AUDIT_EVENTS.feedbackSubmitted, meta, {
    adviserId,
    details: { feedbackId: id, category: body.category },
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
