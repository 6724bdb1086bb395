import { API_PATHS, RESET_PATHS } from '@portal/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TestContext } from './test/context.js';
import { testContextForFile } from './test/file-context.js';

// Issue 3: every non-auth endpoint takes any body - random types, sizes up to 100 KB, unicode - and
// answers either its reply or `{ message, devCode }`, never a 5xx. Most bodies fail validation before
// any hashing, so 1,000 per endpoint stay cheap; the near-valid share reaches the services.
let ctx: TestContext;
testContextForFile((made) => (ctx = made));

const ENDPOINTS = [
  { url: API_PATHS.login, keys: ['email', 'password'] },
  {
    url: API_PATHS.registration,
    keys: ['invitationCode', 'rnfName', 'rnf', 'name', 'mobile', 'email', 'password', 'confirmedPassword'],
  },
  { url: API_PATHS.verifyOtp, keys: ['otp', 'id'] },
  { url: RESET_PATHS.resetPassword, keys: ['email', 'otp'] },
  { url: RESET_PATHS.validateResetToken, keys: ['token'] },
  { url: RESET_PATHS.updatePassword, keys: ['password', 'otp', 'token'] },
] as const;

/** Up to 100 KB of unicode, built by repeating a random chunk (generating 100 K characters one by one is slow). */
const bigText = fc
  .tuple(fc.string({ unit: 'binary', minLength: 1, maxLength: 32 }), fc.integer({ min: 1, max: 100_000 }))
  .map(([chunk, length]) => chunk.repeat(Math.ceil(length / chunk.length)).slice(0, length));

const fieldValue = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.emailAddress(),
  fc.stringMatching(/^\d{6}$/),
  fc.constantFrom('Strong#Pass1', 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345', '91234567', 'RNF-1'),
  fc.jsonValue(),
  bigText,
);

type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string };

function bodyFor(keys: readonly string[]): fc.Arbitrary<Body> {
  const shaped = fc.record(Object.fromEntries(keys.map((k) => [k, fieldValue])), { requiredKeys: [] });
  return fc.oneof(
    { weight: 3, arbitrary: fc.jsonValue().map((value) => ({ kind: 'json' as const, value })) },
    { weight: 6, arbitrary: shaped.map((value) => ({ kind: 'json' as const, value })) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.string({ unit: 'binary' }), bigText)
        .map((text) => ({ kind: 'raw' as const, text })),
    },
  );
}

describe('non-auth endpoints under random bodies', () => {
  for (const { url, keys } of ENDPOINTS) {
    it(`${url}: 1,000 bodies, never a 5xx, every error is { message, devCode }`, async () => {
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(bodyFor(keys), async (body) => {
          const res = await ctx.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json' },
            payload: body.kind === 'json' ? JSON.stringify(body.value) : body.text,
          });
          statuses.add(res.statusCode);
          expect(res.statusCode).toBeLessThan(500);
          const reply: unknown = res.json();
          if (res.statusCode >= 400) {
            expect(reply).toEqual({ message: expect.any(String), devCode: expect.any(String) });
            expect(Object.keys(reply as object).sort()).toEqual(['devCode', 'message']);
          }
        }),
        { numRuns: 1000 },
      );
      expect(statuses.has(400)).toBe(true);
    });
  }
});
