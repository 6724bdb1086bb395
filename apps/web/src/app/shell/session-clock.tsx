import {
  SESSION_ALERT_MINUTES,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_COUNTDOWN_MINUTES,
} from '@portal/contracts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useState } from 'react';

const minutesLeft = (sessionEndsAt: string) =>
  Math.max(0, Math.ceil((Date.parse(sessionEndsAt) - Date.now()) / 60_000));

/**
 * spec 000 §4.2: checked every 60 s; the menu shows the countdown at 120 minutes or fewer, a
 * 'System Alert' opens at 3 minutes or fewer, and at 0 the adviser is logged out.
 */
export function SessionClock({ sessionEndsAt, onExpired }: { sessionEndsAt: string; onExpired: () => void }) {
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
        visible={isAlertOpen}
        onHide={() => setIsAlertDismissed(true)}
        style={{ width: 'min(28rem, 92vw)' }}
        footer={<Button label="OK" onClick={() => setIsAlertDismissed(true)} autoFocus />}
      >
        <p>
          Your session ends in {minutes} min(s). Save your work; you will be logged out automatically and can
          sign in again.
        </p>
      </Dialog>
    </>
  );
}
