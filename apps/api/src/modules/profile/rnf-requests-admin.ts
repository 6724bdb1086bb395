import { DEV_CODES } from '@portal/contracts';
import type { AppDeps, RequestMeta } from '../../app-deps.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../platform/http-error.js';
import { printable } from '../../platform/terminal-text.js';
import { AUDIT_EVENTS, recordAudit } from '../audit/audit.service.js';
import * as repo from './profile.repository.js';

// Issue 14: `npm run admin -- adviser requests` and `... adviser request close <id>`. Closing only marks
// the request answered; `adviser update` (issue 31, adviser-update-admin.ts) applies a change and closes it.

export async function listOpenRequestLines(deps: Pick<AppDeps, 'db'>): Promise<string[]> {
  const rows = await repo.listOpenRequests(deps.db);
  if (rows.length === 0) return ['No open requests.'];
  return [
    'ID                                    REQUESTED             EMAIL  NAME  RNF (RNF NAME)',
    ...rows.map(
      (r) =>
        `${r.id}  ${r.requestedAt.toISOString().slice(0, 19)}Z  ${r.email}  ${printable(r.name)}  ${r.rnf} (${printable(r.rnfName)})`,
    ),
  ];
}

export async function closeOpenRequest(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  id: string,
  meta: RequestMeta,
): Promise<string[]> {
  // Issue 32 item 2: closed with its audit row or not at all.
  await inTransaction(deps, async (tx) => {
    const adviserId = await repo.closeRequest(tx.db, id, deps.clock.now());
    if (!adviserId) throw new HttpError(404, `No open request with id ${id}`, DEV_CODES.notFound);
    await recordAudit(tx, AUDIT_EVENTS.rnfChangeClosed, meta, { adviserId, details: { requestId: id } });
  });
  return [`Request ${id} closed.`];
}
