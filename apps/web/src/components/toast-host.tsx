import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { subscribeNotices, type Notice } from '../lib/notify';
import type { ToastListHandle } from './toast-list';

// Issue 34: the toasts' code (PrimeReact's Toast and its transitions) loads with the first notice, not
// with the sign-in page, where most visits show none.
const ToastList = lazy(async () => ({ default: (await import('./toast-list')).ToastList }));

/** Shows the notices of lib/notify.ts; those that come while the toasts' code loads wait for it. */
export function ToastHost() {
  const [isWanted, setIsWanted] = useState(false);
  const list = useRef<ToastListHandle>(null);
  const waiting = useRef<Notice[]>([]);

  useEffect(
    () =>
      subscribeNotices((notice) => {
        if (list.current) list.current.take(notice);
        else if (notice === null) waiting.current = [];
        else {
          waiting.current.push(notice);
          setIsWanted(true);
        }
      }),
    [],
  );

  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastList ref={list} waiting={waiting} />
    </Suspense>
  );
}
