import { uiSettingsSchema, userDetailsSchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  asPendingChallenge,
  asStoredSession,
  asUiSettings,
  asUserDetails,
  readStoredSession,
  readStoredUiSettings,
  STORAGE_KEYS,
} from './storage';

// Issue 10: the stored objects are read with plain readers (no zod on the first download); these hold
// them to the contracts schemas they mirror, on valid objects and on each way one can be wrong.
const userDetails = {
  name: 'Alex Tan',
  mobile: '91234567',
  email: 'alex@example.com',
  rnf: 'RNF-1',
  avatarURL: ['/a.png'],
  backgroundURL: [],
};
const uiSettings = {
  menuMode: 'slim',
  colorScheme: 'dark',
  inputStyle: 'filled',
  menuTheme: 'primary',
  componentTheme: 'teal',
};

/** The object, each field removed, each field of the wrong type, and non-objects. */
function variants(valid: Record<string, unknown>): unknown[] {
  const wrongValues = [undefined, null, 1, true, 'not-a-choice', ['x'], [1], {}];
  return [
    valid,
    { ...valid, extra: 'dropped' },
    ...Object.keys(valid).flatMap((key) => [
      Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key)),
      ...wrongValues.map((value) => ({ ...valid, [key]: value })),
    ]),
    null,
    'text',
    42,
    [valid],
  ];
}

describe('storage readers', () => {
  it('read user details exactly as userDetailsSchema parses them', () => {
    for (const value of variants(userDetails)) {
      const parsed = userDetailsSchema.safeParse(value);
      expect(asUserDetails(value)).toEqual(parsed.success ? parsed.data : null);
    }
  });

  it('read display settings exactly as uiSettingsSchema parses them', () => {
    for (const value of variants(uiSettings)) {
      const parsed = uiSettingsSchema.safeParse(value);
      expect(asUiSettings(value)).toEqual(parsed.success ? parsed.data : null);
    }
  });

  it('read a stored session only with valid user details and an end time', () => {
    const session = { userDetails, sessionEndsAt: '2026-11-25T22:00:00.000Z' };
    expect(asStoredSession({ ...session, extra: 1 })).toEqual(session);
    expect(asStoredSession({ ...session, sessionEndsAt: 5 })).toBeNull();
    expect(asStoredSession({ ...session, userDetails: { ...userDetails, rnf: null } })).toBeNull();
    expect(asStoredSession({ userDetails })).toBeNull();
  });

  it('read a pending challenge with its optional QR fields and a nullable deadline', () => {
    const challenge = { id: 'c-1', qrCodeSetupReq: true, qrCodeDataURL: 'data:', deadlineMs: null };
    expect(asPendingChallenge(challenge)).toEqual(challenge);
    expect(asPendingChallenge({ id: 'c-1', qrCodeSetupReq: false, deadlineMs: 5, x: 1 })).toEqual({
      id: 'c-1',
      qrCodeSetupReq: false,
      deadlineMs: 5,
    });
    expect(asPendingChallenge({ ...challenge, deadlineMs: undefined })).toBeNull();
    expect(asPendingChallenge({ ...challenge, otpauthUrl: 7 })).toBeNull();
    expect(asPendingChallenge({ ...challenge, qrCodeSetupReq: 'yes' })).toBeNull();
  });

  it('give null for what is not JSON or not valid', () => {
    localStorage.setItem(STORAGE_KEYS.session, '{not json');
    localStorage.setItem(STORAGE_KEYS.uiSettings, JSON.stringify({ ...uiSettings, menuMode: 'wide' }));
    expect(readStoredSession()).toBeNull();
    expect(readStoredUiSettings()).toBeNull();
  });
});
