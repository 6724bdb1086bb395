import { API_PATHS, AUTH_MESSAGES, DEV_CODES, FIELD_MESSAGES } from '@portal/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { describe, expect, it } from 'vitest';
import { getAccessToken, getSession } from '../../../lib/session';
import { STORAGE_KEYS, readPendingChallenge, writePendingChallenge } from '../../../lib/storage';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { messageOf, renderWithApp } from '../../../test/render';
import { OtpPage } from './otp-page';

const signInChallenge = () =>
  writePendingChallenge({ id: 'challenge-1', qrCodeSetupReq: false, deadlineMs: Date.now() + 300_000 });

const verified = {
  success: true,
  jwt: 'jwt-1',
  sessionEndsAt: new Date(Date.now() + 7_200_000).toISOString(),
  userDetails: {
    name: 'Ann',
    mobile: '91234567',
    email: 'ann@example.com',
    rnf: 'ABC-123',
    avatarURL: [],
    backgroundURL: [],
  },
  userUiSettings: {
    menuMode: 'slim',
    colorScheme: 'dark',
    inputStyle: 'filled',
    menuTheme: 'light',
    componentTheme: 'teal',
  },
};

const renderOtp = () => renderWithApp(<OtpPage />, { path: '/otp' });

describe('2FA screen', () => {
  it('returns to sign-in when there is no pending challenge', async () => {
    renderOtp();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('asks for the code when it is empty', async () => {
    signInChallenge();
    mockFetch(() => jsonResponse(500, {}));
    renderOtp();
    expect(screen.getByRole('timer').textContent).toMatch(/5:00|4:59/);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(messageOf(screen.getByLabelText('2FA Code'))).toBe(FIELD_MESSAGES.otpRequired);
  });

  it('shows the sticky invalid-OTP error and resets the field after a failed code', async () => {
    signInChallenge();
    mockFetch(() => jsonResponse(401, { message: 'Invalid OTP', devCode: DEV_CODES.invalidOtp }));
    renderOtp();
    const input = screen.getByLabelText<HTMLInputElement>('2FA Code');
    await userEvent.type(input, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(AUTH_MESSAGES.otpInvalid)).toBeTruthy();
    await waitFor(() => expect(input.value).toBe(''));
    expect(screen.getByTestId('location').textContent).toBe('/otp');
  });

  it('returns to sign-in when the challenge has expired', async () => {
    signInChallenge();
    mockFetch(() =>
      jsonResponse(401, { message: 'Please sign in again', devCode: DEV_CODES.challengeExpired }),
    );
    renderOtp();
    await userEvent.type(screen.getByLabelText('2FA Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(readPendingChallenge()).toBeNull();
  });

  it('shows the QR code and the secret for manual entry during setup', () => {
    writePendingChallenge({
      id: 'challenge-2',
      qrCodeSetupReq: true,
      qrCodeDataURL: 'data:image/png;base64,AAAA',
      otpauthUrl: 'otpauth://totp/Adviser%20Portal:ann?secret=JBSWY3DPEHPK3PXP&issuer=Adviser%20Portal',
      deadlineMs: null,
    });
    renderOtp();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Secret key').value).toBe('JBSWY3DPEHPK3PXP');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('keeps the JWT in memory only and the user data in localStorage after a valid code', async () => {
    signInChallenge();
    const { calls } = mockFetch(() => jsonResponse(200, verified));
    renderOtp();
    await userEvent.type(screen.getByLabelText('2FA Code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(getSession()?.userDetails.name).toBe('Ann'));
    expect(calls[0]?.url).toBe(API_PATHS.verifyOtp);
    expect(calls[0]?.body).toEqual({ otp: '654321', id: 'challenge-1' });
    expect(getAccessToken()).toBe('jwt-1');
    const stored = Object.values({ ...localStorage, ...sessionStorage }).join(' ');
    expect(stored).not.toContain('jwt-1');
    expect(localStorage.getItem(STORAGE_KEYS.uiSettings)).toContain('"colorScheme":"dark"');
    expect(readPendingChallenge()).toBeNull();
  });

  it('shown at a deep path after the login step, a valid code keeps the adviser on that path (issue 31)', async () => {
    signInChallenge();
    mockFetch(() => jsonResponse(200, verified));
    renderWithApp(<OtpPage />, { path: '/comparison/term' });
    await userEvent.type(screen.getByLabelText('2FA Code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(getSession()?.userDetails.name).toBe('Ann'));
    // Let the router render whatever navigation the verified code made.
    await act(async () => {});
    expect(screen.getByTestId('location').textContent).toBe('/comparison/term');
  });
});
