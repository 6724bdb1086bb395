import type { FastifyReply } from 'fastify';
import type { Config } from '../../platform/config.js';
import { deriveKey, hmacBase64url, randomToken, safeEqual } from '../../platform/crypto.js';

// Issue 9, OWASP "Slow down online guessing attacks with device cookies": a browser that completed 2FA
// for an account holds a signed cookie naming that account and a random nonce. Sign-in attempts that
// carry it are counted on that device's own budget (throttle.service), so a stranger who knows the
// email can neither delay nor lock the adviser's own browser. Stateless: nothing is stored until the
// device fails.

const COOKIE_PREFIX = 'portal_device_';
/** Long-lived, renewed at every completed 2FA; browsers cap cookies at 400 days. */
export const DEVICE_COOKIE_DAYS = 365;
/** Only the sign-in, 2FA and reset calls need it. */
const COOKIE_PATH = '/api/non-auth';

const normalise = (email: string) => email.trim().toLowerCase();
const signingKey = (config: Pick<Config, 'jwtSecret'>) => deriveKey(config.jwtSecret, 'device-cookie');

/**
 * One cookie per account, so advisers sharing a browser each keep theirs. The name is keyed too, so
 * it does not show which email it belongs to.
 */
export function deviceCookieName(config: Pick<Config, 'jwtSecret'>, email: string): string {
  return COOKIE_PREFIX + hmacBase64url(signingKey(config), `name:${normalise(email)}`).slice(0, 16);
}

const signatureOf = (config: Pick<Config, 'jwtSecret'>, email: string, nonce: string) =>
  hmacBase64url(signingKey(config), `device:${normalise(email)}:${nonce}`);

/** The nonce of this browser's valid device cookie for `email`, or null when it is not a known device. */
export type KnownDevices = (email: string) => string | null;

export const noKnownDevices: KnownDevices = () => null;

export function readKnownDevices(
  config: Pick<Config, 'jwtSecret'>,
  cookies: Record<string, string | undefined>,
): KnownDevices {
  return (email) => {
    const value = cookies[deviceCookieName(config, email)];
    const [nonce, signature, ...rest] = (value ?? '').split('.');
    if (!nonce || !signature || rest.length > 0) return null;
    return safeEqual(signature, signatureOf(config, email, nonce)) ? nonce : null;
  };
}

/** After a completed 2FA: a fresh nonce, so a device's budget starts again from nothing. */
export function setDeviceCookie(
  reply: FastifyReply,
  config: Pick<Config, 'jwtSecret' | 'publicUrl'>,
  email: string,
) {
  const nonce = randomToken(16);
  reply.setCookie(deviceCookieName(config, email), `${nonce}.${signatureOf(config, email, nonce)}`, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.publicUrl?.startsWith('https:') ?? false,
    path: COOKIE_PATH,
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}
