import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '../../test/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatSessionEnd, SessionClock } from './session-clock';

// spec 000 §4.2 and §9: checked every 60 s; countdown at 120 min or fewer, 'System Alert' at 3, out at 0.
const MINUTE = 60_000;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2030-01-15T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const endsIn = (ms: number) => new Date(Date.now() + ms).toISOString();
const countdown = () => screen.queryByText(/Auto log out in \d+ min\(s\)/)?.textContent ?? null;

describe('session clock', () => {
  it('shows no countdown above 120 minutes, then counts down at the next 60 s check', () => {
    render(<SessionClock sessionEndsAt={endsIn(121 * MINUTE)} onExpired={vi.fn()} onSignInAgain={vi.fn()} />);
    expect(countdown()).toBeNull();
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(countdown()).toBe('Auto log out in 120 min(s)');
    act(() => vi.advanceTimersByTime(30 * MINUTE));
    expect(countdown()).toBe('Auto log out in 90 min(s)');
  });

  it("opens the 'System Alert' at 3 minutes left and signs out at 0", () => {
    const onExpired = vi.fn();
    render(<SessionClock sessionEndsAt={endsIn(4 * MINUTE)} onExpired={onExpired} onSignInAgain={vi.fn()} />);
    expect(countdown()).toBe('Auto log out in 4 min(s)');
    expect(screen.queryByText('System Alert')).toBeNull();
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(screen.getByText('System Alert')).toBeTruthy();
    expect(countdown()).toBe('Auto log out in 3 min(s)');
    expect(onExpired).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(3 * MINUTE));
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('signs out at once when the session already ended', () => {
    const onExpired = vi.fn();
    render(<SessionClock sessionEndsAt={endsIn(-1000)} onExpired={onExpired} onSignInAgain={vi.fn()} />);
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('says at what time the session ends and offers to sign in again (issue 9)', async () => {
    const onSignInAgain = vi.fn();
    const endsAt = new Date('2030-01-15T09:03:00Z').toISOString();
    render(<SessionClock sessionEndsAt={endsAt} onExpired={vi.fn()} onSignInAgain={onSignInAgain} />);
    const alert = within(screen.getByRole('dialog', { name: 'System Alert' }));
    const time = formatSessionEnd(endsAt);
    expect(time).toMatch(/\d{1,2}[:.]\d{2}/);
    expect(alert.getByText(/Your session ends at/).textContent).toBe(
      `Your session ends at ${time}, in 3 min(s). Save or export your work now: you will then be logged out and can sign in again.`,
    );
    vi.useRealTimers(); // user-event waits on real timers
    await userEvent.click(alert.getByRole('button', { name: 'Sign In Again' }));
    expect(onSignInAgain).toHaveBeenCalledOnce();
  });
});
