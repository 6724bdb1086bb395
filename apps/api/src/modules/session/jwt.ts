import { errors, jwtVerify, SignJWT } from 'jose';
import { webcrypto } from 'node:crypto';

// ARCHITECTURE §3: a short-lived access JWT; HS256 pinned so a token cannot choose its own algorithm.
const ALGORITHM = 'HS256';
const ISSUER = 'adviser-portal';
const AUDIENCE = 'adviser-portal-web';
export const ACCESS_TOKEN_TTL_S = 15 * 60;

export interface AccessClaims {
  adviserId: string;
  sessionId: string;
}

export async function signAccessToken(claims: AccessClaims, secret: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.adviserId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_S)
    .sign(await hmacKey(secret));
}

export type AccessCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyAccessToken(token: string, secret: string, now: Date): Promise<AccessCheck> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
      return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { adviserId: payload.sub, sessionId: payload.sid } };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

// Given raw bytes, jose imports a new WebCrypto key on every call (a third of a signed-in request's
// CPU in the issue 5 bench); the secret is fixed for the process, so import it once.
const hmacKeys = new Map<string, Promise<webcrypto.CryptoKey>>();

function hmacKey(secret: string): Promise<webcrypto.CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    const algorithm = { name: 'HMAC', hash: 'SHA-256' };
    key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), algorithm, false, [
      'sign',
      'verify',
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
}
