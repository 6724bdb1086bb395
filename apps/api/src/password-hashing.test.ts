import { API_PATHS, DEV_CODES, SERVER_MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { passwordHashStats } from './platform/password.js';
import type { TestContext } from './test/context.js';
import { testContextForFile } from './test/file-context.js';
import { createAdviser, createInvitation } from './test/factories.js';

// Issue 9: password hashing could be used to burn the CPU. The hashing queue counts every hash,
// so these tests observe what was hashed without timing anything.
let ctx: TestContext;
testContextForFile((made) => (ctx = made));

let n = 0;
const registration = (invitationCode: string) => {
  n += 1;
  return {
    invitationCode,
    rnfName: 'Lion Advisory',
    rnf: `HASH-${n}`,
    name: 'Tan Mei Ling',
    mobile: '81234567',
    email: `hash${n}@example.sg`,
    password: 'Strong#Pass1',
    confirmedPassword: 'Strong#Pass1',
  };
};
const register = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: API_PATHS.registration, payload });
const invalid = { message: SERVER_MESSAGES.invalidRegistration, devCode: DEV_CODES.invalidRegistration };

describe('registration checks the invitation code before hashing', () => {
  it('a made-up, a used or an expired code answers without a single hash', async () => {
    const used = await createInvitation(ctx.deps);
    expect((await register(registration(used.code))).statusCode).toBe(201);
    const expired = await createInvitation(ctx.deps, { expiresDays: 1 });
    ctx.clock.advance(2 * 86_400_000);
    const before = passwordHashStats().started;
    for (const code of ['ABCD-EFGH-JKMN-PQRS', used.code, expired.code]) {
      const res = await register(registration(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid);
    }
    expect(passwordHashStats().started).toBe(before);
  });

  it('a good code hashes the password once', async () => {
    const { code } = await createInvitation(ctx.deps);
    const before = passwordHashStats().started;
    expect((await register(registration(code))).statusCode).toBe(201);
    expect(passwordHashStats().started).toBe(before + 1);
  });
});

describe('the hashing queue', () => {
  it('runs at most PASSWORD_HASH_CONCURRENCY hashes at once under a login flood', async () => {
    const adviser = await createAdviser(ctx.deps);
    const flood = Array.from({ length: 12 }, (_, i) =>
      ctx.app.inject({
        method: 'POST',
        url: API_PATHS.login,
        payload: { email: i % 2 ? adviser.email : `nobody${i}@example.sg`, password: 'Wrong#Pass1' },
      }),
    );
    const answers = await Promise.all(flood);
    expect(answers.every((res) => res.statusCode === 401 || res.statusCode === 429)).toBe(true);
    expect(passwordHashStats().peakActive).toBeLessThanOrEqual(ctx.config.passwordHashConcurrency);
    expect(passwordHashStats().peakActive).toBeGreaterThan(0);
  });

  it('past its bounded queue a login answers 503 at once instead of piling up', async () => {
    const app = await buildApp({
      ...ctx.deps,
      config: { ...ctx.config, passwordHashConcurrency: 1 },
      webDistDir: null,
    });
    await app.ready();
    try {
      const answers = await Promise.all(
        Array.from({ length: 70 }, (_, i) =>
          app.inject({
            method: 'POST',
            url: API_PATHS.login,
            payload: { email: `flood${i}@example.sg`, password: 'Wrong#Pass1' },
          }),
        ),
      );
      const busy = answers.filter((res) => res.statusCode === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]?.json()).toEqual({ message: SERVER_MESSAGES.serverBusy, devCode: DEV_CODES.serverBusy });
      expect(answers.filter((res) => res.statusCode === 401).length).toBeGreaterThanOrEqual(50);
      expect(passwordHashStats().peakActive).toBe(1);
    } finally {
      await app.close();
    }
  });
});
