import {
  SESSION_ALERT_MINUTES,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_COUNTDOWN_MINUTES,
} from '@portal/contracts';
import { formatLocalClockTime } from '@portal/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useState } from 'react';
import './session-clock.css';

const minutesLeft = (sessionEndsAt: string) =>
  Math.max(0, Math.ceil((Date.parse(sessionEndsAt) - Date.now()) / 60_000));

/** The clock time the session ends, in the adviser's own locale and time zone. */
export const formatSessionEnd = (sessionEndsAt: string) => formatLocalClockTime(sessionEndsAt);

type SessionClockProps = {
  sessionEndsAt: string;
  /** At 0: signed out, and the sign-in page says 'Session Expired!' (spec 000 §8). */
  onExpired: () => void;
  /** The alert's offer: sign out now and sign in again for a new two hours, at a moment of one's choosing. */
  onSignInAgain: () => void;
};

/**
 * spec 000 §4.2: checked every 60 s; the menu shows the countdown at 120 minutes or fewer, a
 * 'System Alert' opens at 3 minutes or fewer, and at 0 the adviser is logged out. The session cannot
 * be extended (two hours from sign-in), so the alert says when it ends and offers a fresh sign-in.
 */
export function SessionClock({ sessionEndsAt, onExpired, onSignInAgain }: SessionClockProps) {
  const [minutes, setMinutes] = useState(() => minutesLeft(sessionEndsAt));
  const [isAlertDismissed, setIsAlertDismissed] = useState(false);

  useEffect(() => {
    setMinutes(minutesLeft(sessionEndsAt));
    const timer = setInterval(() => setMinutes(minutesLeft(sessionEndsAt)), SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [sessionEndsAt]);

  useEffect(() => {
    if (Number.isFinite(minutes) && minutes <= 0) onExpired();
  }, [minutes, onExpired]);

  const isAlertOpen = minutes > 0 && minutes <= SESSION_ALERT_MINUTES && !isAlertDismissed;
  // Issue 34: formatted only once the alert is due (and kept while it closes): a browser's first clock
  // format costs a phone tens of milliseconds at the page's first render.
  const endsAt = minutes <= SESSION_ALERT_MINUTES ? formatSessionEnd(sessionEndsAt) : '';
  const footer = (
    <>
      <Button label="Sign In Again" icon="pi pi-sign-in" outlined onClick={onSignInAgain} />
      <Button label="OK" onClick={() => setIsAlertDismissed(true)} autoFocus />
    </>
  );

  return (
    <>
      {minutes <= SESSION_COUNTDOWN_MINUTES ? (
        <p className="session-clock">
          <i className="pi pi-clock" aria-hidden="true" />
          <span>Auto log out in {minutes} min(s)</span>
        </p>
      ) : null}
      <Dialog
        header="System Alert"
        className="session-alert"
        visible={isAlertOpen}
        onHide={() => setIsAlertDismissed(true)}
        style={{ width: 'min(28rem, 92vw)' }}
        footer={footer}
      >
        <p>
          Your session ends at <strong>{endsAt}</strong>, in {minutes} min(s). Save or export your work now:
          you will then be logged out and can sign in again.
        </p>
        <p className="muted">Or sign in again now for a new two-hour session.</p>
      </Dialog>
    </>
  );
}
