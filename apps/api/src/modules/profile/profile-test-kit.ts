import type { InjectOptions } from 'fastify';
import type { TestContext } from '../../test/context.js';
import { createAdviser, totpAt, type TestAdviser } from '../../test/factories.js';
import { signIn } from '../../test/http.js';

export type SignedInAdviser = TestAdviser & { jwt: string; refreshToken: string };

/** A fresh adviser, signed in. */
export async function signedInAdviser(ctx: TestContext): Promise<SignedInAdviser> {
  const adviser = await createAdviser(ctx.deps);
  const { jwt, refreshToken } = await signIn(ctx, adviser);
  return { ...adviser, jwt, refreshToken };
}

/** A call with the adviser's bearer token (none when `jwt` is undefined). */
export function callAs(
  ctx: TestContext,
  jwt: string | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: InjectOptions['payload'],
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: { ...(jwt ? { authorization: `Bearer ${jwt}` } : {}), ...headers },
  });
}

/** The adviser's 2FA code of the next time step (each code works once). */
export async function nextOtp(ctx: TestContext, adviser: TestAdviser): Promise<string> {
  ctx.clock.advance(30_000);
  return totpAt(adviser.totpSecret, ctx.clock.now());
}
