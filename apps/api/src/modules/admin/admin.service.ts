import { DEV_CODES, SERVER_MESSAGES } from '@portal/contracts';
import type { AppDeps } from '../../app-deps.js';
import { decryptSecret } from '../../platform/crypto.js';
import { HttpError } from '../../platform/http-error.js';
import { generateTotp } from '../../platform/totp.js';
import { findAdviserByEmail } from '../auth/auth.repository.js';

export { createInvitation } from '../registration/registration.service.js';

export const OTP_REFUSED_IN_PRODUCTION =
  'The otp command is for development only and is refused in production';

/** Development aid: the adviser's current TOTP code, as their authenticator would show it. */
export async function currentOtpFor(deps: AppDeps, email: string): Promise<string> {
  if (deps.config.nodeEnv === 'production')
    throw new HttpError(403, OTP_REFUSED_IN_PRODUCTION, DEV_CODES.forbidden);
  const adviser = await findAdviserByEmail(deps.db, email.trim().toLowerCase());
  if (!adviser) throw new HttpError(404, `No adviser with email ${email}`, DEV_CODES.notFound);
  return generateTotp(decryptSecret(adviser.totpSecretEnc, deps.config.totpKey), deps.clock.now());
}

export const forbidden = () => new HttpError(403, SERVER_MESSAGES.forbidden, DEV_CODES.forbidden);
