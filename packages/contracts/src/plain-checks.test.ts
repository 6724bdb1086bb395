import { describe, expect, it } from 'vitest';
import { loginBodySchema, loginReplySchema, readyReplySchema } from './auth.js';
import { errorReplySchema } from './errors.js';
import { checkLoginBody, loginReplyReader, readErrorReply, readyReplyReader } from './plain-checks.js';

// Issue 34: the sign-in page checks without zod; every answer must be loginBodySchema's own.
const INPUTS: Record<string, unknown>[] = [
  { email: 'Adviser@Example.SG ', password: 'x' },
  { email: '', password: '' },
  { email: '   ', password: 'secret' },
  { email: 'not-an-email', password: 'secret' },
  { email: 'a@b', password: 'secret' },
  { email: 'first.last+tag@sub.example.com.sg', password: 'p' },
  { email: `${'a'.repeat(250)}@x.sg`, password: 'p' },
  { email: 'ok@example.sg', password: 'p'.repeat(256) },
  { email: 'ok@example.sg', password: 'p'.repeat(257) },
  { email: 'ok@example.sg' },
  { password: 'p' },
  { email: 42, password: null },
  { email: "o'neil@example.sg", password: ' spaced ' },
  { email: '.dot@example.sg', password: 'p' },
];

describe('checkLoginBody answers as loginBodySchema does', () => {
  it.each(INPUTS.map((input) => [JSON.stringify(input).slice(0, 60), input] as const))(
    '%s',
    (_name, input) => {
      const parsed = loginBodySchema.safeParse(input);
      const checked = checkLoginBody(input);
      if (parsed.success) {
        expect(checked.body).toEqual(parsed.data);
        return;
      }
      const expected: Record<string, string> = {};
      for (const issue of parsed.error.issues) expected[String(issue.path[0])] ??= issue.message;
      expect(checked.errors).toEqual(expected);
    },
  );
});

describe('readyReplyReader reads as readyReplySchema does', () => {
  it.each([[{ ready: true }], [{ ready: false, extra: 1 }], [{ ready: 'yes' }], [null], [[]], [{}]])(
    '%j',
    (json) => {
      const parsed = readyReplySchema.safeParse(json);
      if (parsed.success) expect(readyReplyReader.parse(json)).toEqual(parsed.data);
      else expect(() => readyReplyReader.parse(json)).toThrow();
    },
  );
});

describe('loginReplyReader reads as loginReplySchema does', () => {
  it.each([
    [{ validLogin: true, id: 'c1', qrCodeSetupReq: false }],
    [{ validLogin: true, id: 'c1', qrCodeSetupReq: true, qrCodeDataURL: 'data:', otpauthUrl: 'otpauth://x' }],
    [{ validLogin: false, id: '', qrCodeSetupReq: false, extra: 'dropped' }],
    [{ validLogin: true, id: 7, qrCodeSetupReq: false }],
    [{ validLogin: true, id: 'c1', qrCodeSetupReq: false, otpauthUrl: 5 }],
    [{ validLogin: true, id: 'c1' }],
    [null],
    [[]],
  ])('%j', (json) => {
    const parsed = loginReplySchema.safeParse(json);
    if (parsed.success) expect(loginReplyReader.parse(json)).toEqual(parsed.data);
    else expect(() => loginReplyReader.parse(json)).toThrow();
  });
});

describe('readErrorReply reads as errorReplySchema does', () => {
  it.each([
    [{ message: 'Invalid credentials', devCode: 'INVALID_CREDENTIALS' }],
    [{ message: 'm', devCode: 'D', extra: true }],
    [{ message: 'm' }],
    [{ message: 1, devCode: 'D' }],
    ['text'],
    [null],
  ])('%j', (json) => {
    const parsed = errorReplySchema.safeParse(json);
    expect(readErrorReply(json)).toEqual(parsed.success ? parsed.data : null);
  });
});
