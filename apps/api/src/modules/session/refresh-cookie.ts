import type { FastifyReply } from 'fastify';
import type { Config } from '../../platform/config.js';

// ARCHITECTURE §3: httpOnly, SameSite=Strict, only sent to /api; Secure whenever the site is https.
export const REFRESH_COOKIE = 'portal_refresh';

function cookieOptions(config: Config) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.publicUrl?.startsWith('https:') ?? false,
    path: '/api',
  };
}

export function setRefreshCookie(
  reply: FastifyReply,
  config: Config,
  token: string,
  endsAt: Date,
  now: Date,
): void {
  const maxAgeS = Math.max(0, Math.floor((endsAt.getTime() - now.getTime()) / 1000));
  reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions(config), maxAge: maxAgeS });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(config));
}
