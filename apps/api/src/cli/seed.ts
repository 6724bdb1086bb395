import type { AppDeps } from '../app-deps.js';
import { findAdviserByEmail } from '../modules/auth/auth.repository.js';
import { seedHomeContent } from '../modules/home/home.service.js';
import { seedSampleData } from '../modules/products/products.service.js';
import { insertAdviserIfAbsent } from '../modules/registration/registration.repository.js';
import { decryptSecret, encryptSecret } from '../platform/crypto.js';
import { hashPassword } from '../platform/password.js';
import { buildOtpauthUrl, createTotpSecret } from '../platform/totp.js';

// ARCHITECTURE §2: the first run seeds a demo adviser whose authenticator is already set up.
export const DEMO_ADVISER = {
  email: 'demo@adviser.sg',
  password: 'Demo@2025!',
  name: 'Demo Adviser',
  mobile: '91234567',
  rnfName: 'Demo Advisory',
  rnf: 'DEMO-0001',
} as const;

export interface DemoLogin {
  email: string;
  password: string;
  otpauthUrl: string;
}

/** Creates the demo adviser once; its TOTP secret lives in the database, so it is stable across starts. */
export async function ensureDemoAdviser(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): Promise<DemoLogin> {
  const { password, ...profile } = DEMO_ADVISER;
  const now = deps.clock.now();
  if (!(await findAdviserByEmail(deps.db, DEMO_ADVISER.email))) {
    await insertAdviserIfAbsent(deps.db, {
      ...profile,
      passwordHash: await hashPassword(password),
      totpSecretEnc: encryptSecret(createTotpSecret(), deps.config.totpKey),
      totpConfirmedAt: now,
      validUntil: new Date(Date.UTC(2099, 11, 31)),
      createdAt: now,
    });
  }
  const adviser = await findAdviserByEmail(deps.db, DEMO_ADVISER.email);
  if (!adviser) throw new Error('Demo adviser could not be created');
  const otpauthUrl = buildOtpauthUrl(
    decryptSecret(adviser.totpSecretEnc, deps.config.totpKey),
    adviser.email,
  );
  return { email: adviser.email, password, otpauthUrl };
}

export async function seedFirstRun(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'cache'>,
): Promise<DemoLogin | undefined> {
  await seedHomeContent(deps);
  // Issue 5: each comparison type without product data gets the sample dataset of data/sample.
  if (deps.config.sampleData) await seedSampleData(deps, undefined, deps.config.sampleDataDir);
  // Production gets the content but never a demo account with a published password.
  return deps.config.nodeEnv === 'production' ? undefined : ensureDemoAdviser(deps);
}
