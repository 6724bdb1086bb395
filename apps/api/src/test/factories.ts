import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../app-deps.js';
import { advisers } from '../db/schema.js';
import { encryptSecret } from '../platform/crypto.js';
import { hash } from '@node-rs/argon2';
import { createTotpSecret, generateTotp } from '../platform/totp.js';
import { createInvitation as createInvitationCode } from '../modules/registration/registration.service.js';

export const TEST_PASSWORD = 'Secret#2030a';

// Argon2 is slow on purpose: a verify at the production cost (platform/password.ts) takes about 25 ms,
// and the lockout tests sign in wrongly hundreds of times. Every adviser a test makes shares one argon2id
// hash of the same password at the smallest cost; login still verifies it with argon2 like any other
// (the cost sits in the hash). Hashes the app makes itself (registration, password change, the unknown
// email's dummy) keep the production cost.
const CHEAP_OPTIONS = { algorithm: 2, memoryCost: 256, timeCost: 1, parallelism: 1 } as const;
let testPasswordHashOnce: Promise<string> | undefined;
const testPasswordHash = () => (testPasswordHashOnce ??= hash(TEST_PASSWORD, CHEAP_OPTIONS));
let sequence = 0;

export interface TestAdviser {
  id: string;
  email: string;
  password: string;
  rnf: string;
  name: string;
  mobile: string;
  totpSecret: string;
}

/** Inserts an adviser directly (tests, not the registration route, own this shortcut). */
export async function createAdviser(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  options: {
    totpConfirmed?: boolean;
    validUntil?: Date | null;
    email?: string;
    /** As stored, bypassing the API's checks (issue 32: a name stored before they existed). */
    name?: string;
  } = {},
): Promise<TestAdviser> {
  sequence += 1;
  const tag = `${sequence}${randomBytes(3).toString('hex')}`;
  const totpSecret = createTotpSecret();
  const values = {
    email: options.email ?? `adviser${tag}@example.sg`,
    name: options.name ?? `Adviser ${tag}`,
    mobile: '91234567',
    rnfName: 'Test Advisory',
    rnf: `RNF-${tag.toUpperCase()}`,
  };
  const [row] = await deps.db
    .insert(advisers)
    .values({
      ...values,
      passwordHash: await testPasswordHash(),
      totpSecretEnc: encryptSecret(totpSecret, deps.config.totpKey),
      totpConfirmedAt: options.totpConfirmed === false ? null : deps.clock.now(),
      validUntil: options.validUntil ?? null,
    })
    .returning({ id: advisers.id });
  if (!row) throw new Error('createAdviser: insert returned nothing');
  return { id: row.id, password: TEST_PASSWORD, totpSecret, ...values };
}

export async function createInvitation(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  options: { expiresDays?: number } = {},
) {
  return createInvitationCode(deps, options.expiresDays ?? 14);
}

/** The code an authenticator app would show for `secret` at `at`. */
export function totpAt(secret: string, at: Date): Promise<string> {
  return generateTotp(secret, at);
}
