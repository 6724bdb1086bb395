import { API_PATHS, AUTH_MESSAGES, DEV_CODES, FIELD_MESSAGES } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPendingChallenge } from '../../../lib/storage';
import { jsonResponse, mockFetch, type FetchCall } from '../../../test/fetch-mock';
import { messageOf, renderWithApp } from '../../../test/render';
import { dropEmptyFields, loadAuthChecks } from '../api/auth-api';
import { SignInPage } from './sign-in-page';

// The form's checks load at its first validation (issue 10, lazyResolver). Loaded here, a message
// asserted right after a click does not race that import, whichever test or file submits first.
beforeAll(() => loadAuthChecks());

const VALID = {
  'Registration Code': 'INVITE-42',
  'RNF Name': 'Ann Tan',
  'RNF Number': 'abc-123',
  'Preferred Name': 'Ann',
  Mobile: '91234567',
  Email: 'ann@example.com',
  Password: 'Secret#123',
  'Confirm Password': 'Secret#123',
} as const;
type FieldLabel = keyof typeof VALID;

async function openRegistration(respond: (call: FetchCall) => Response = () => jsonResponse(500, {})) {
  const fetched = mockFetch((call) =>
    call.url === API_PATHS.ready ? jsonResponse(200, { ready: true }) : respond(call),
  );
  renderWithApp(<SignInPage />);
  await userEvent.click(screen.getByRole('tab', { name: /Register/ }));
  return fetched;
}

async function fill(values: Partial<Record<FieldLabel, string>>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Register' }));
const messageAt = (label: FieldLabel) => messageOf(screen.getByLabelText(label));

describe('registration form (spec 000 §5.7)', () => {
  it('shows every required message at its field on an empty submit', async () => {
    const { calls } = await openRegistration();
    await submit();

    expect(messageAt('Registration Code')).toBe(FIELD_MESSAGES.invitationCodeRequired);
    expect(messageAt('RNF Name')).toBe(FIELD_MESSAGES.rnfRequired);
    expect(messageAt('RNF Number')).toBe(FIELD_MESSAGES.rnfRequired);
    expect(messageAt('Preferred Name')).toBe(FIELD_MESSAGES.nameRequired);
    expect(messageAt('Mobile')).toBe(FIELD_MESSAGES.mobileInvalid);
    expect(messageAt('Email')).toBe(FIELD_MESSAGES.emailRequired);
    expect(messageAt('Password')).toBe(FIELD_MESSAGES.passwordRule);
    expect(messageAt('Confirm Password')).toBe(FIELD_MESSAGES.confirmPasswordRequired);
    expect(calls.some((c) => c.url === API_PATHS.registration)).toBe(false);
  });

  it('rejects a mobile number that is not 8 digits starting 6, 8 or 9', async () => {
    await openRegistration();
    await fill({ ...VALID, Mobile: '71234567' });
    await submit();
    expect(messageAt('Mobile')).toBe(FIELD_MESSAGES.mobileInvalid);
  });

  it('rejects a weak password', async () => {
    await openRegistration();
    await fill({ ...VALID, Password: 'password1', 'Confirm Password': 'password1' });
    await submit();
    expect(messageAt('Password')).toBe(FIELD_MESSAGES.passwordRule);
  });

  it('rejects a confirmation that does not match', async () => {
    await openRegistration();
    await fill({ ...VALID, 'Confirm Password': 'Secret#124' });
    await submit();
    expect(messageAt('Confirm Password')).toBe(FIELD_MESSAGES.passwordsDoNotMatch);
  });

  it('sends only filled, normalised fields and moves to 2FA setup on 201', async () => {
    const reply = {
      success: true,
      id: 'challenge-9',
      qrCodeSetupReq: true,
      qrCodeDataURL: 'data:image/png;base64,AAAA',
      otpauthUrl: 'otpauth://totp/Adviser%20Portal:ann?secret=JBSWY3DPEHPK3PXP&issuer=Adviser%20Portal',
    };
    const { calls } = await openRegistration(() => jsonResponse(201, reply));
    await fill({ ...VALID, 'Preferred Name': '  Ann  ' });
    await submit();

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/otp'));
    const sent = calls.find((c) => c.url === API_PATHS.registration)?.body as Record<string, unknown>;
    expect(sent).toEqual({
      invitationCode: 'INVITE-42',
      rnfName: 'Ann Tan',
      rnf: 'ABC-123',
      name: 'Ann',
      mobile: '91234567',
      email: 'ann@example.com',
      password: 'Secret#123',
      confirmedPassword: 'Secret#123',
    });
    expect(Object.values(sent).every((v) => v !== '' && v !== undefined)).toBe(true);
    expect(readPendingChallenge()).toMatchObject({
      id: 'challenge-9',
      qrCodeSetupReq: true,
      deadlineMs: null,
    });
  });

  it('says the registration code or email is invalid when the server refuses them', async () => {
    await openRegistration(() =>
      jsonResponse(400, { message: 'Invalid code', devCode: DEV_CODES.invalidRegistration }),
    );
    await fill(VALID);
    await submit();
    expect(await screen.findByText(AUTH_MESSAGES.registrationInvalid)).toBeTruthy();
  });
});

describe('dropEmptyFields', () => {
  it('drops empty strings, null and undefined and keeps everything else', () => {
    expect(dropEmptyFields({ a: 'x', b: '', c: undefined, d: null, e: 0, f: false })).toEqual({
      a: 'x',
      e: 0,
      f: false,
    });
  });
});
