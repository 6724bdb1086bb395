import { API_PATHS, DEV_CODES, FIELD_MESSAGES as M, SERVER_MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { testContextForFile } from '../../test/file-context.js';
import { createAdviser, createInvitation, totpAt } from '../../test/factories.js';
import { login, verifyOtp } from '../../test/http.js';

let ctx: TestContext;
testContextForFile((made) => (ctx = made));

let n = 0;
function validBody(code: string) {
  n += 1;
  return {
    invitationCode: code,
    rnfName: 'Lion Advisory',
    rnf: `reg-${n}-${Date.now()}`,
    name: 'Tan Mei Ling',
    mobile: '81234567',
    email: `mei${n}.${Date.now()}@example.sg`,
    password: 'Strong#Pass1',
    confirmedPassword: 'Strong#Pass1',
  };
}

const register = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: API_PATHS.registration, payload });
const invalidRegistration = {
  message: SERVER_MESSAGES.invalidRegistration,
  devCode: DEV_CODES.invalidRegistration,
};

describe('POST /api/non-auth/registration', () => {
  it('registers with a fresh code and answers 201 with the QR setup data', async () => {
    const { code } = await createInvitation(ctx.deps);
    const body = validBody(code);
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const reply = res.json();
    expect(reply).toMatchObject({ success: true, qrCodeSetupReq: true });
    expect(reply.qrCodeDataURL).toMatch(/^data:image\/png;base64,/);
    expect(reply.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+/);
    expect(reply.id.length).toBeGreaterThanOrEqual(22);

    // The QR's secret completes 2FA with the returned challenge, and confirms the setup.
    const secret = new URL(reply.otpauthUrl).searchParams.get('secret') ?? '';
    const verified = await verifyOtp(ctx, reply.id, await totpAt(secret, ctx.clock.now()));
    expect(verified.statusCode).toBe(200);
    expect(verified.json().userDetails).toMatchObject({ email: body.email, rnf: body.rnf.toUpperCase() });
    ctx.clock.advance(60_000);
    const again = await login(ctx, body.email, body.password);
    expect(again.json()).toMatchObject({ validLogin: true, qrCodeSetupReq: false });
  });

  it('accepts the code typed in lower case and without hyphens', async () => {
    const { code } = await createInvitation(ctx.deps);
    const res = await register(validBody(code.replace(/-/g, '').toLowerCase()));
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['invitationCode', undefined, M.invitationCodeRequired],
    ['invitationCode', '   ', M.invitationCodeRequired],
    ['rnfName', undefined, M.rnfRequired],
    ['rnf', undefined, M.rnfRequired],
    ['rnf', 'RNF 12/3', M.rnfRequired],
    ['name', undefined, M.nameRequired],
    ['mobile', undefined, M.mobileInvalid],
    ['mobile', '71234567', M.mobileInvalid],
    ['mobile', '9123456', M.mobileInvalid],
    ['email', undefined, M.emailRequired],
    ['email', 'not-an-email', M.emailInvalid],
    ['password', 'short1!A', undefined],
    ['password', 'nouppercase1!', M.passwordRule],
    ['password', undefined, M.passwordRule],
    ['confirmedPassword', undefined, M.confirmPasswordRequired],
    ['confirmedPassword', 'Different#Pass1', M.passwordsDoNotMatch],
  ])('answers 400 for %s = %j with its spec message', async (field, value, message) => {
    const { code } = await createInvitation(ctx.deps);
    const body: Record<string, unknown> = validBody(code);
    if (value === undefined) delete body[field];
    else body[field] = value;
    if (field === 'password' && value !== undefined) body.confirmedPassword = value;
    const res = await register(body);
    if (message === undefined) {
      expect(res.statusCode).toBe(201); // 'short1!A' is exactly 8 characters: allowed
      return;
    }
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, devCode: DEV_CODES.validation });
  });

  it('refuses a code that was already used', async () => {
    const { code } = await createInvitation(ctx.deps);
    expect((await register(validBody(code))).statusCode).toBe(201);
    const res = await register(validBody(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidRegistration);
  });

  it('refuses an expired code', async () => {
    const { code } = await createInvitation(ctx.deps, { expiresDays: 1 });
    ctx.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const res = await register(validBody(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidRegistration);
  });

  it('refuses an unknown code', async () => {
    const res = await register(validBody('NOPE-NOPE-NOPE'));
    expect(res.json()).toEqual(invalidRegistration);
  });

  it('refuses an email or rnf already registered, and leaves the code usable', async () => {
    const existing = await createAdviser(ctx.deps);
    const { code } = await createInvitation(ctx.deps);
    const sameEmail = await register({ ...validBody(code), email: existing.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json()).toEqual(invalidRegistration);
    const sameRnf = await register({ ...validBody(code), rnf: existing.rnf.toLowerCase() });
    expect(sameRnf.json()).toEqual(invalidRegistration);
    expect((await register(validBody(code))).statusCode).toBe(201);
  });

  it('lets exactly one of ten concurrent registrations use one code', async () => {
    const { code } = await createInvitation(ctx.deps);
    const results = await Promise.all(Array.from({ length: 10 }, () => register(validBody(code))));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(9);
  });
});
