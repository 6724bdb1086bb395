import { API_PATHS, DEV_CODES, REFRESH_CSRF_HEADER, RESET_PATHS, SERVER_MESSAGES } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './platform/config.js';
import { testConfig, type TestContext } from './test/context.js';
import { testContextForFile } from './test/file-context.js';
import { createAdviser } from './test/factories.js';
import { refreshCookieOf, REFRESH_COOKIE_NAME, signIn } from './test/http.js';

// Issue 9: the credential routes keep a strict budget per IP; refresh and logout have their own,
// per session, so sign-in traffic from an office (or a load balancer) never logs its advisers out.
let ctx: TestContext;
testContextForFile((made) => (ctx = made));

const OFFICE_IP = '203.0.113.50';
const PROXY_IP = '10.0.0.7';
const rateLimited = { message: SERVER_MESSAGES.rateLimited, devCode: DEV_CODES.rateLimited };

/** The same database under other limits; sessions are opened through ctx.app, which is not limited. */
async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const config = { ...testConfig(env), jwtSecret: ctx.config.jwtSecret, totpKey: ctx.config.totpKey };
  const app = await buildApp({ ...ctx.deps, config, webDistDir: null });
  await app.ready();
  return app;
}

let guesses = 0;
/** A wrong password for a new email each time, so the per-account delays never answer instead. */
const wrongLogin = (
  app: FastifyInstance,
  from: { remoteAddress: string; headers?: Record<string, string> },
) =>
  app.inject({
    method: 'POST',
    url: API_PATHS.login,
    payload: { email: `guess${++guesses}@example.sg`, password: 'Wrong#Pass1' },
    ...from,
  });

const refreshOn = (
  app: FastifyInstance,
  token: string | undefined,
  from: { remoteAddress: string; headers?: Record<string, string> },
) =>
  app.inject({
    method: 'GET',
    url: API_PATHS.refresh,
    remoteAddress: from.remoteAddress,
    headers: { [REFRESH_CSRF_HEADER]: '1', 'sec-fetch-site': 'same-origin', ...from.headers },
    cookies: token ? { [REFRESH_COOKIE_NAME]: token } : {},
  });

describe('rate limits', () => {
  it('refresh and logout are not limited by credential-route traffic from the same IP', async () => {
    const app = await appWith({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const signedIn = await signIn(ctx, await createAdviser(ctx.deps));
      for (let i = 0; i < 3; i++)
        expect((await wrongLogin(app, { remoteAddress: OFFICE_IP })).statusCode).toBe(401);
      expect((await wrongLogin(app, { remoteAddress: OFFICE_IP })).json()).toEqual(rateLimited);
      let token = signedIn.refreshToken;
      for (let i = 0; i < 10; i++) {
        const res = await refreshOn(app, token, { remoteAddress: OFFICE_IP });
        expect(res.statusCode).toBe(200);
        token = refreshCookieOf(res) ?? '';
      }
      const logout = await app.inject({
        method: 'POST',
        url: API_PATHS.logout,
        remoteAddress: OFFICE_IP,
        cookies: { [REFRESH_COOKIE_NAME]: token },
      });
      expect(logout.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("refresh is counted per session: one adviser's refreshes never use up another's", async () => {
    const app = await appWith({ SESSION_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const first = await signIn(ctx, await createAdviser(ctx.deps));
      const second = await signIn(ctx, await createAdviser(ctx.deps));
      let token = first.refreshToken;
      for (let i = 0; i < 3; i++) {
        const res = await refreshOn(app, token, { remoteAddress: OFFICE_IP });
        expect(res.statusCode).toBe(200);
        token = refreshCookieOf(res) ?? '';
      }
      expect((await refreshOn(app, token, { remoteAddress: OFFICE_IP })).json()).toEqual(rateLimited);
      expect((await refreshOn(app, second.refreshToken, { remoteAddress: OFFICE_IP })).statusCode).toBe(200);
      // made-up cookies buy no fresh budget: they are counted by IP
      for (let i = 0; i < 3; i++)
        expect((await refreshOn(app, `forged-${i}`, { remoteAddress: '192.0.2.9' })).statusCode).toBe(401);
      expect((await refreshOn(app, 'forged-x', { remoteAddress: '192.0.2.9' })).json()).toEqual(rateLimited);
    } finally {
      await app.close();
    }
  });

  it('behind a proxy with TRUST_PROXY set, two advisers are counted apart on the credential routes', async () => {
    const behindProxy = (client: string) => ({
      remoteAddress: PROXY_IP,
      headers: { 'x-forwarded-for': client },
    });
    const trusting = await appWith({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '10.0.0.0/8' });
    const untrusting = await appWith({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      for (let i = 0; i < 3; i++) await wrongLogin(trusting, behindProxy('198.51.100.1'));
      expect((await wrongLogin(trusting, behindProxy('198.51.100.1'))).json()).toEqual(rateLimited);
      expect((await wrongLogin(trusting, behindProxy('198.51.100.2'))).statusCode).toBe(401);
      // a client that is not the proxy cannot pick its address with the header
      for (let i = 0; i < 3; i++)
        await wrongLogin(trusting, {
          remoteAddress: '192.0.2.77',
          headers: { 'x-forwarded-for': `198.51.100.${10 + i}` },
        });
      expect(
        (
          await wrongLogin(trusting, {
            remoteAddress: '192.0.2.77',
            headers: { 'x-forwarded-for': '198.51.100.99' },
          })
        ).json(),
      ).toEqual(rateLimited);
      // without TRUST_PROXY the whole office shares the proxy's counter
      for (let i = 0; i < 3; i++) await wrongLogin(untrusting, behindProxy('198.51.100.1'));
      expect((await wrongLogin(untrusting, behindProxy('198.51.100.2'))).json()).toEqual(rateLimited);
    } finally {
      await trusting.close();
      await untrusting.close();
    }
  });

  it('a hop count trusts that many proxies', async () => {
    const app = await appWith({ RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '1' });
    try {
      const via = (client: string) => ({
        remoteAddress: PROXY_IP,
        headers: { 'x-forwarded-for': `6.6.6.6, ${client}` },
      });
      for (let i = 0; i < 2; i++) await wrongLogin(app, via('198.51.100.3'));
      expect((await wrongLogin(app, via('198.51.100.3'))).json()).toEqual(rateLimited);
      expect((await wrongLogin(app, via('198.51.100.4'))).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe('route groups (issue 18)', () => {
  it('after 30 logins from an address, its refresh and signed-in calls still work; reset, 2FA and registration share the login budget', async () => {
    const app = await appWith({ RATE_LIMIT_PER_MINUTE: '30' });
    try {
      const signedIn = await signIn(ctx, await createAdviser(ctx.deps));
      const from = { remoteAddress: '203.0.113.77' };
      for (let i = 0; i < 29; i++) expect((await wrongLogin(app, from)).statusCode).toBe(401);
      const reset = () =>
        app.inject({
          method: 'POST',
          url: RESET_PATHS.resetPassword,
          payload: { email: 'someone@example.sg', otp: '123456' },
          ...from,
        });
      expect((await reset()).statusCode).toBe(200); // the 30th credential call of the minute
      expect((await wrongLogin(app, from)).json()).toEqual(rateLimited);
      expect((await reset()).json()).toEqual(rateLimited);
      const otp = await app.inject({
        method: 'POST',
        url: API_PATHS.verifyOtp,
        payload: { id: 'x', otp: '123456' },
        ...from,
      });
      expect(otp.json()).toEqual(rateLimited);
      const registration = await app.inject({
        method: 'POST',
        url: API_PATHS.registration,
        payload: {},
        ...from,
      });
      expect(registration.json()).toEqual(rateLimited);

      const refreshed = await refreshOn(app, signedIn.refreshToken, from);
      expect(refreshed.statusCode).toBe(200);
      const jwt = refreshed.json<{ jwt: string }>().jwt;
      const home = await app.inject({
        url: API_PATHS.home,
        headers: { authorization: `Bearer ${jwt}` },
        ...from,
      });
      expect(home.statusCode).toBe(200);
      const logout = await app.inject({
        method: 'POST',
        url: API_PATHS.logout,
        cookies: { [REFRESH_COOKIE_NAME]: refreshCookieOf(refreshed) ?? '' },
        ...from,
      });
      expect(logout.statusCode).toBe(200);
      // another address keeps its own budget
      expect((await wrongLogin(app, { remoteAddress: '203.0.113.78' })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or a list of addresses and ranges; anything else stops the start naming it', () => {
    const load = (value: string) => loadConfig({ ...testEnv, TRUST_PROXY: value });
    expect(load('2').trustProxy).toBe(2);
    expect(load('0').trustProxy).toBe(false);
    expect(load('10.0.0.0/8, 192.168.1.4,fd00::/8, loopback').trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadConfig(testEnv).trustProxy).toBe(false);
    for (const bad of ['true', '10.0.0.0/33', 'proxy.local', '1.2.3', '-1', '10.0.0.1/8/1', ','])
      expect(() => load(bad), bad).toThrow(/TRUST_PROXY: must be a hop count/);
  });
});

const testEnv = {
  NODE_ENV: 'test',
  DATA_DIR: '/tmp/portal-trust-proxy',
  JWT_SECRET: 'x'.repeat(32),
  TOTP_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64'),
  ADMIN_TOKEN: 'y'.repeat(16),
};
