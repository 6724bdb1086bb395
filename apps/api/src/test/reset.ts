import { RESET_PATHS } from '@portal/contracts';
import { findMailTo } from '../modules/mail/outbox.repository.js';
import type { TestContext } from './context.js';

/** The reset link in a mail body, quoted-printable soft line breaks undone. */
export function resetTokenFrom(text: string): string | undefined {
  const unfolded = text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /\/resetPassword\/([A-Za-z0-9_-]+)/.exec(unfolded)?.[1];
}

/** Mail queued for `email`, newest last (the body is still there until the sender delivers it). */
export async function queuedMailTo(ctx: TestContext, email: string) {
  const rows = await findMailTo(ctx.deps.db, email);
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export async function latestResetToken(ctx: TestContext, email: string): Promise<string | undefined> {
  const mails = await queuedMailTo(ctx, email);
  const withLink = mails.filter((m) => m.body && resetTokenFrom(m.body));
  const body = withLink.at(-1)?.body;
  return body ? resetTokenFrom(body) : undefined;
}

export const requestReset = (ctx: TestContext, email: string, otp: string, remoteAddress?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: RESET_PATHS.resetPassword,
    payload: { email, otp },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

export const validateToken = (ctx: TestContext, token: string) =>
  ctx.app.inject({ method: 'POST', url: RESET_PATHS.validateResetToken, payload: { token } });

export const updatePassword = (ctx: TestContext, body: { password: string; otp: string; token: string }) =>
  ctx.app.inject({ method: 'POST', url: RESET_PATHS.updatePassword, payload: body });

export const NEW_PASSWORD = 'Brand#New2031';
