import { DEV_CODES, registrationFields, type AdminCommand } from '@portal/contracts';
import type { AppDeps, RequestMeta } from '../../app-deps.js';
import { isUniqueViolation } from '../../db/errors.js';
import { HttpError } from '../../platform/http-error.js';
import { printable } from '../../platform/terminal-text.js';
import { AUDIT_EVENTS, recordAudit } from '../audit/audit.service.js';
import { findAdviserByEmail } from '../auth/auth.repository.js';
import { revokeAllSessions } from '../session/session.service.js';
import * as repo from './profile.repository.js';

// Issue 31: `npm run admin -- adviser update <email> [--rnf R] [--rnf-name N] [--email E]` carries out
// the change an adviser asked for with GET requestUpdate (spec 002 §7). The values pass the same field
// rules as registration; the change and the closing of the open request are one transaction.

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;
type UpdateCommand = Extract<AdminCommand, { kind: 'adviser-update' }>;

const badRequest = (message: string) => new HttpError(400, message, DEV_CODES.validation);
const conflict = (message: string) => new HttpError(409, message, DEV_CODES.validation);

/** Each given value checked and normalised as at registration (rnf upper-case, email lower-case). */
function checkedValues(command: UpdateCommand): repo.AdviserDetailsPatch {
  const values: repo.AdviserDetailsPatch = {};
  if (command.rnf !== undefined) {
    const rnf = registrationFields.rnf.safeParse(command.rnf);
    if (!rnf.success) throw badRequest('--rnf must be 1 to 40 letters, digits or hyphens');
    values.rnf = rnf.data;
  }
  if (command.rnfName !== undefined) {
    const rnfName = registrationFields.rnfName.safeParse(command.rnfName);
    if (!rnfName.success) throw badRequest(`--rnf-name: ${rnfName.error.issues[0]?.message ?? 'invalid'}`);
    values.rnfName = rnfName.data;
  }
  if (command.newEmail !== undefined) {
    const email = registrationFields.email.safeParse(command.newEmail);
    if (!email.success) throw badRequest(`--email: ${email.error.issues[0]?.message ?? 'invalid'}`);
    values.email = email.data;
  }
  return values;
}

export async function updateAdviserDetails(
  deps: Deps,
  command: UpdateCommand,
  meta: RequestMeta,
): Promise<string[]> {
  const values = checkedValues(command);
  if (Object.keys(values).length === 0)
    throw badRequest('adviser update needs at least one of --rnf, --rnf-name, --email');
  const adviser = await findAdviserByEmail(deps.db, command.email);
  if (!adviser) throw new HttpError(404, `No adviser with email ${command.email}`, DEV_CODES.notFound);
  const patch = Object.fromEntries(
    Object.entries(values).filter(([key, value]) => adviser[key as keyof typeof values] !== value),
  ) as repo.AdviserDetailsPatch;
  if (Object.keys(patch).length === 0)
    throw conflict(`No change: ${adviser.email} already has these details`);
  const holders = await repo.findDetailsHolders(deps.db, adviser.id, patch.rnf, patch.email);
  if (holders.rnf) throw conflict(`RNF ${patch.rnf} belongs to another adviser; nothing changed`);
  if (holders.email) throw conflict(`Email ${patch.email} belongs to another adviser; nothing changed`);

  const now = deps.clock.now();
  let closedId: string | null;
  try {
    closedId = await repo.applyDetailsChange(deps.db, adviser.id, patch, now);
  } catch (error) {
    // Another adviser took the rnf or email between the check and the update.
    if (isUniqueViolation(error)) throw conflict('RNF or email belongs to another adviser; nothing changed');
    throw error;
  }
  const details = Object.fromEntries(
    Object.entries(patch).flatMap(([key, value]) => [
      [`${key}From`, String(adviser[key as keyof typeof patch])],
      [`${key}To`, String(value)],
    ]),
  );
  await recordAudit(deps, AUDIT_EVENTS.adviserDetailsChanged, meta, { adviserId: adviser.id, details });
  if (closedId)
    await recordAudit(deps, AUDIT_EVENTS.rnfChangeClosed, meta, {
      adviserId: adviser.id,
      details: { requestId: closedId },
    });
  // The browser keeps the rnf and email of the sign-in; a fresh sign-in shows and uses the new ones.
  const ended = await revokeAllSessions(deps, adviser.id, 'adviser details changed', meta);

  const changes = Object.entries(patch).map(
    ([key, value]) =>
      `${key === 'rnfName' ? 'RNF name' : key === 'rnf' ? 'RNF' : 'Email'}: ${printable(String(adviser[key as keyof typeof patch]))} -> ${printable(String(value))}`,
  );
  return [
    `Adviser ${adviser.email} updated; ${ended} session(s) ended.`,
    ...changes,
    closedId ? `Request ${closedId} closed.` : 'No open request to close.',
    ...(patch.rnf ? [`Links published under RNF ${adviser.rnf} keep their addresses and still open.`] : []),
  ];
}
