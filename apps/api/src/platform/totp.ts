import { generate, generateSecret, generateURI, verify } from 'otplib';

// RFC 6238 (ARCHITECTURE §3): SHA-1, 6 digits, 30 s step, one step of drift either way.
const PERIOD_S = 30;
const ISSUER = 'Adviser Portal';

/** 20 CSPRNG bytes (160 bits, RFC 4226's recommendation), base32 as authenticator apps expect. */
export function createTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function buildOtpauthUrl(secret: string, email: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret, period: PERIOD_S });
}

export function generateTotp(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000), period: PERIOD_S });
}

/** The matched time step, or null; the caller makes each step usable once per adviser. */
export async function matchTotpStep(secret: string, token: string, at: Date): Promise<number | null> {
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(at.getTime() / 1000),
    period: PERIOD_S,
    epochTolerance: PERIOD_S,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
