import { DEV_CODES, SERVER_MESSAGES, type RegistrationBody, type RegistrationReply } from '@portal/contracts';
import type { AppDeps } from '../../app-deps.js';
import {
  encryptSecret,
  generateInvitationCode,
  normaliseInvitationCode,
  sha256Hex,
} from '../../platform/crypto.js';
import { HttpError } from '../../platform/http-error.js';
import { hashPassword } from '../../platform/password.js';
import { createTotpSecret } from '../../platform/totp.js';
import { buildQrSetup, issueChallenge } from '../auth/auth.service.js';
import * as repo from './registration.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'cache'>;

const invalidRegistration = () =>
  new HttpError(400, SERVER_MESSAGES.invalidRegistration, DEV_CODES.invalidRegistration);

/** spec 000 §6: registration needs an invitation code; success (201) moves to 2FA setup (§4.1 step 4). */
export async function register(deps: Deps, body: RegistrationBody): Promise<RegistrationReply> {
  const now = deps.clock.now();
  const codeHash = sha256Hex(normaliseInvitationCode(body.invitationCode));
  // Issue 9: a made-up code is refused before the (deliberately costly) hash, so registration cannot
  // burn the CPU. The claim below still decides, so two racing uses of one code stay safe.
  if (!(await repo.isInvitationAvailable(deps.db, codeHash, now))) throw invalidRegistration();
  // Hashing before the transaction keeps the row lock on the code short.
  const passwordHash = await hashPassword(body.password);
  const totpSecretEnc = encryptSecret(createTotpSecret(), deps.config.totpKey);
  const adviser = await repo.registerWithCode(
    deps.db,
    codeHash,
    {
      email: body.email,
      passwordHash,
      name: body.name,
      mobile: body.mobile,
      rnfName: body.rnfName,
      rnf: body.rnf,
      totpSecretEnc,
      createdAt: now,
    },
    now,
  );
  // One message for a bad code and a taken email (spec 000 §8), so neither can be probed alone.
  if (!adviser) throw invalidRegistration();
  const id = await issueChallenge(deps, adviser.id);
  return { success: true, id, qrCodeSetupReq: true, ...(await buildQrSetup(deps, adviser)) };
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh single-use invitation code; only its hash is stored, so it is shown once. */
export async function createInvitation(deps: Pick<AppDeps, 'db' | 'clock'>, expiresDays: number) {
  const now = deps.clock.now();
  const code = generateInvitationCode();
  const expiresAt = new Date(now.getTime() + expiresDays * DAY_MS);
  await repo.insertInvitation(deps.db, {
    codeHash: sha256Hex(normaliseInvitationCode(code)),
    // The first group names the code in `invite list` and `invite revoke` (20 of its 140 bits).
    displayPrefix: code.slice(0, 4),
    expiresAt,
    createdAt: now,
  });
  return { code, expiresAt };
}
