import { API_PATHS, AUTH_MESSAGES, DEV_CODES, FIELD_MESSAGES } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPendingChallenge } from '../../../lib/storage';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { messageOf, renderWithApp } from '../../../test/render';
import { loadAuthChecks } from '../api/auth-api';
import { SignInPage } from './sign-in-page';

// The form's checks load at its first validation (issue 10, lazyResolver). Loaded here, a message
// asserted right after a click does not race that import, whichever test or file submits first.
beforeAll(() => loadAuthChecks());

const readyOr = (other: () => Response) => (call: { url: string }) =>
  call.url === API_PATHS.ready ? jsonResponse(200, { ready: true }) : other();

describe('sign-in form', () => {
  it('shows the spec messages for a missing email and password', async () => {
    mockFetch(readyOr(() => jsonResponse(500, {})));
    renderWithApp(<SignInPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(messageOf(screen.getByLabelText('Email'))).toBe(FIELD_MESSAGES.emailRequired);
    expect(messageOf(screen.getByLabelText('Password'))).toBe(FIELD_MESSAGES.passwordRequired);
  });

  it('shows the invalid email format message', async () => {
    mockFetch(readyOr(() => jsonResponse(500, {})));
    renderWithApp(<SignInPage />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(messageOf(screen.getByLabelText('Email'))).toBe(FIELD_MESSAGES.emailInvalid);
  });

  it('says the email or password is invalid when the server rejects them', async () => {
    mockFetch(
      readyOr(() =>
        jsonResponse(401, { message: 'Invalid credentials', devCode: DEV_CODES.invalidCredentials }),
      ),
    );
    renderWithApp(<SignInPage />);
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(AUTH_MESSAGES.loginInvalid)).toBeTruthy();
    // the screen handles this devCode itself: no generic '... (Dev Code: ...)' toast
    expect(screen.queryByText(/Dev Code/)).toBeNull();
  });

  it('tells an adviser whose membership has ended why sign-in is refused', async () => {
    const refusal = {
      message: 'Your membership has expired. Please contact support to renew it',
      devCode: DEV_CODES.membershipExpired,
    };
    mockFetch(readyOr(() => jsonResponse(401, refusal)));
    renderWithApp(<SignInPage />);
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret#123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(refusal.message)).toBeTruthy();
    expect(screen.queryByText(AUTH_MESSAGES.loginInvalid)).toBeNull();
  });

  it('moves to the 2FA step with a pending challenge and a countdown deadline', async () => {
    const { calls } = mockFetch(
      readyOr(() => jsonResponse(200, { validLogin: true, id: 'challenge-1', qrCodeSetupReq: false })),
    );
    renderWithApp(<SignInPage />);
    await userEvent.type(screen.getByLabelText('Email'), ' Ann@Example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret#123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/otp'));
    expect(calls.find((c) => c.url === API_PATHS.login)?.body).toEqual({
      email: 'ann@example.com',
      password: 'Secret#123',
    });
    expect(readPendingChallenge()).toMatchObject({ id: 'challenge-1', qrCodeSetupReq: false });
    expect(readPendingChallenge()?.deadlineMs).toBeGreaterThan(Date.now());
  });

  it('shows the sticky backend-down error when the server is not ready', async () => {
    mockFetch(() => jsonResponse(503, { message: 'Not ready', devCode: DEV_CODES.notReady }));
    renderWithApp(<SignInPage />);
    expect(await screen.findByText(AUTH_MESSAGES.backendDown)).toBeTruthy();
  });
});
