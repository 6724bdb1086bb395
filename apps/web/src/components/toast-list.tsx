import { Toast } from 'primereact/toast';
import { useImperativeHandle, useLayoutEffect, useRef, useState, type Ref, type RefObject } from 'react';
import type { Notice } from '../lib/notify';

const SUMMARY = { success: 'Success', info: 'Info', warn: 'Warning', error: 'Error' } as const;

/** What the toast host hands on: a notice to show, or `null` to clear them all. */
export type ToastListHandle = { take: (notice: Notice | null) => void };

type ToastListProps = {
  ref: Ref<ToastListHandle>;
  /** The notices that came while this chunk loaded: shown first, in order. */
  waiting: RefObject<Notice[]>;
};

/** The notices on screen (PrimeReact's Toast); a sticky message already on screen is not repeated. */
export function ToastList({ ref, waiting }: ToastListProps) {
  const toast = useRef<Toast>(null);
  const stickyOnScreen = useRef(new Set<string>());

  const [take] = useState(() => (notice: Notice | null) => {
    if (notice === null) {
      stickyOnScreen.current.clear();
      toast.current?.clear();
      return;
    }
    if (notice.isSticky) {
      if (stickyOnScreen.current.has(notice.text)) return;
      stickyOnScreen.current.add(notice.text);
    }
    toast.current?.show({
      severity: notice.severity,
      summary: SUMMARY[notice.severity],
      detail: notice.text,
      sticky: notice.isSticky ?? false,
      life: 5000,
    });
  });
  useImperativeHandle(ref, () => ({ take }), [take]);
  // In the commit that attaches the handle, so no notice can come between the waiting ones and it.
  useLayoutEffect(() => {
    for (const notice of waiting.current.splice(0)) take(notice);
  }, [take, waiting]);

  return (
    <Toast
      ref={toast}
      position="top-right"
      onRemove={(message) => {
        const detail = (message as { detail?: unknown }).detail;
        if (typeof detail === 'string') stickyOnScreen.current.delete(detail);
      }}
    />
  );
}
