import { API_PATHS, AUTH_MESSAGES } from '@portal/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderWithApp } from '../test/render';
import { ANN, startTestSession } from '../test/session';
import { AppRoutes } from './app-routes';

// spec 000 §4.2 and §8, issue 9: when the two hours are up the adviser lands on sign-in with
// 'Session Expired!', not silently; signing out by hand says nothing of the kind.
afterEach(() => vi.useRealTimers());

const signInEndingIn = (ms: number) =>
  startTestSession({ userDetails: { ...ANN, name: 'Ann Tan' }, endsInMs: ms });

const serve = () =>
  mockFetch((call) =>
    call.url === API_PATHS.ready
      ? jsonResponse(200, { ready: true })
      : jsonResponse(200, { success: true, entries: [] }),
  );

describe('session expiry', () => {
  it("at the end of the session: back to sign-in at '/' with 'Session Expired!'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = serve();
    signInEndingIn(2 * 60_000);
    renderWithApp(<AppRoutes />, { path: '/calculators/pv' });
    // The shell, with its session clock, is a lazy chunk (issue 10).
    expect(await screen.findByRole('dialog', { name: 'System Alert' })).toBeTruthy();
    expect(screen.queryByText(AUTH_MESSAGES.sessionExpired)).toBeNull();

    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(screen.getByRole('alert').textContent).toContain(AUTH_MESSAGES.sessionExpired);
    expect(calls.some((c) => c.url === API_PATHS.logout)).toBe(true);
    expect(localStorage.length).toBe(0);
  });

  it("'Sign In Again' from the System Alert signs out without saying the session expired", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve();
    signInEndingIn(2 * 60_000);
    renderWithApp(<AppRoutes />, { path: '/' });
    const signInAgain = await screen.findByRole('button', { name: 'Sign In Again' });
    act(() => signInAgain.click());
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByText(AUTH_MESSAGES.sessionExpired)).toBeNull();
  });
});
