import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { getPendingRequests, subscribeLoading } from '../../lib/loading';

/** Quick answers should not flash the overlay; only a request still open after this shows it. */
const SHOW_AFTER_MS = 300;

/** spec 000 §4.2: a loading overlay while any request is open; the API client ends it at the time limit. */
export function LoadingOverlay() {
  const pending = useSyncExternalStore(subscribeLoading, getPendingRequests, getPendingRequests);
  const [isShown, setIsShown] = useState(false);

  useEffect(() => {
    if (pending === 0) {
      setIsShown(false);
      return;
    }
    const timer = setTimeout(() => setIsShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  if (!isShown) return null;
  return (
    <div className="loading-overlay" role="progressbar" aria-label="Loading" aria-busy="true">
      <ProgressSpinner strokeWidth="4" style={{ width: '3.5rem', height: '3.5rem' }} aria-hidden="true" />
    </div>
  );
}
