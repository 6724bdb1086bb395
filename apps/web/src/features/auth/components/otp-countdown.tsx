import { useEffect, useState } from 'react';

const secondsLeft = (deadlineMs: number) => Math.max(0, Math.ceil((deadlineMs - Date.now()) / 1000));

const formatClock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** spec 000 §4.1: the 2FA screen counts down; at zero the adviser is signed out. */
export function OtpCountdown({ deadlineMs, onElapsed }: { deadlineMs: number; onElapsed: () => void }) {
  const [seconds, setSeconds] = useState(() => secondsLeft(deadlineMs));

  useEffect(() => {
    const timer = setInterval(() => setSeconds(secondsLeft(deadlineMs)), 1000);
    return () => clearInterval(timer);
  }, [deadlineMs]);

  useEffect(() => {
    if (seconds === 0) onElapsed();
  }, [seconds, onElapsed]);

  return (
    <p className="otp-countdown" role="timer" aria-live="off">
      <i className="pi pi-clock" aria-hidden="true" /> Time remaining: <strong>{formatClock(seconds)}</strong>
    </p>
  );
}
