import { AUTH_MESSAGES, DEV_CODES, FIELD_MESSAGES, RESET_MESSAGES, RESET_PATHS } from '@portal/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { messageOf, renderWithApp } from '../../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';
import { SignInPage } from './sign-in-page';

afterEach(() => {
  vi.useRealTimers();
});

const liveToken = {
  success: true,
  details: { isUsed: false, expiry: new Date(Date.now() + 600_000).toISOString(), name: 'Mei Ling' },
};

describe('forgot password screen', () => {
  it('shows the spec messages for a missing email and 2FA code', async () => {
    mockFetch(() => jsonResponse(200, { success: true }));
    renderWithApp(<ForgotPasswordPage />, { path: '/forgetPassword' });
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(messageOf(screen.getByLabelText('Email'))).toBe(FIELD_MESSAGES.emailRequired);
    expect(messageOf(screen.getByLabelText('2FA Code'))).toBe(FIELD_MESSAGES.otpRequiredShort);
  });

  it.each([
    ['the server accepts', () => jsonResponse(200, { success: true })],
    ['the server fails', () => jsonResponse(500, { message: 'x', devCode: 'INTERNAL' })],
  ])('says the mail is on its way and goes back to / after 5 s when %s', async (_, respond) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch(respond);
    renderWithApp(<ForgotPasswordPage />, { path: '/forgetPassword' });
    await userEvent.type(screen.getByLabelText('Email'), 'Ann@Example.com');
    await userEvent.type(screen.getByLabelText('2FA Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(RESET_MESSAGES.requested)).toBeTruthy();
    expect(calls[0]).toMatchObject({
      url: RESET_PATHS.resetPassword,
      body: { email: 'ann@example.com', otp: '123456' },
    });
    expect(screen.queryByText(/Dev Code/)).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/forgetPassword');
    act(() => vi.advanceTimersByTime(5000));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });
});

describe('reset password screen', () => {
  it("without a token: title 'No Token', 'Invalid Token', and a way back to sign-in", async () => {
    mockFetch(() => jsonResponse(500, {}));
    renderWithApp(<ResetPasswordPage />, { path: '/resetPassword' });
    expect(await screen.findByText(RESET_MESSAGES.invalidToken)).toBeTruthy();
    expect(document.title).toBe(RESET_MESSAGES.noTokenTitle);
    await userEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it.each([
    [
      'a token the server refuses to read',
      () => jsonResponse(400, { message: 'Invalid Token', devCode: 'VALIDATION' }),
      RESET_MESSAGES.invalidToken,
    ],
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch')), AUTH_MESSAGES.backendDown],
  ])(
    'when the link cannot be checked (%s) it says so and leaves a way back to sign-in',
    async (_, respond, message) => {
      mockFetch(respond);
      renderWithApp(<ResetPasswordPage />, {
        path: `/resetPassword/${'x'.repeat(20)}`,
        routePath: '/resetPassword/:token',
      });
      expect((await screen.findByRole('alert')).textContent).toContain(message);
      expect(screen.getByTestId('location').textContent).toBe(`/resetPassword/${'x'.repeat(20)}`);
      await userEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
      expect(screen.getByTestId('location').textContent).toBe('/');
    },
  );

  it.each([
    ['used', { ...liveToken, details: { ...liveToken.details, isUsed: true } }],
    [
      'expired',
      { ...liveToken, details: { ...liveToken.details, expiry: new Date(Date.now() - 1000).toISOString() } },
    ],
    ['unknown', { success: false }],
  ])(
    'a reset link that is %s goes back to / and the sign-in page says why (issue 31)',
    async (kind, reply) => {
      mockFetch((call) =>
        call.url === RESET_PATHS.validateResetToken
          ? jsonResponse(200, reply)
          : jsonResponse(200, { ready: true }),
      );
      renderWithApp(
        <Routes>
          <Route path="/resetPassword/:token" element={<ResetPasswordPage />} />
          <Route path="*" element={<SignInPage />} />
        </Routes>,
        { path: '/resetPassword/tok' },
      );
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
      expect((await screen.findByRole('alert')).textContent).toBe(
        kind === 'used' ? RESET_MESSAGES.linkUsed : RESET_MESSAGES.linkExpired,
      );
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    },
  );

  it('shows the spec messages for the password, its confirmation and the 2FA code', async () => {
    mockFetch(() => jsonResponse(200, liveToken));
    renderWithApp(<ResetPasswordPage />, { path: '/resetPassword/tok', routePath: '/resetPassword/:token' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(messageOf(screen.getByLabelText('New Password'))).toBe(FIELD_MESSAGES.passwordRule);
    expect(messageOf(screen.getByLabelText('Confirm Password'))).toBe(
      FIELD_MESSAGES.confirmedPasswordRequired,
    );
    expect(messageOf(screen.getByLabelText('2FA Code'))).toBe(FIELD_MESSAGES.otpRequiredShort);
    await userEvent.type(screen.getByLabelText('New Password'), 'Brand#New2031');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Brand#New2032');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(messageOf(screen.getByLabelText('Confirm Password'))).toBe(FIELD_MESSAGES.passwordsMustMatch);
  });

  it.each([
    ['succeeds', jsonResponse(200, { success: true }), RESET_MESSAGES.success],
    [
      'fails',
      jsonResponse(400, { message: 'Reset password failed', devCode: DEV_CODES.resetFailed }),
      RESET_MESSAGES.failure,
    ],
  ])('when the update %s it says so and goes back to / after 5 s', async (_, updateReply, message) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch((call) =>
      call.url === RESET_PATHS.validateResetToken ? jsonResponse(200, liveToken) : updateReply.clone(),
    );
    renderWithApp(<ResetPasswordPage />, { path: '/resetPassword/tok', routePath: '/resetPassword/:token' });
    await userEvent.type(await screen.findByLabelText('New Password'), 'Brand#New2031');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Brand#New2031');
    await userEvent.type(screen.getByLabelText('2FA Code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(calls.find((c) => c.url === RESET_PATHS.updatePassword)?.body).toEqual({
      password: 'Brand#New2031',
      otp: '654321',
      token: 'tok',
    });
    act(() => vi.advanceTimersByTime(5000));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });
});
