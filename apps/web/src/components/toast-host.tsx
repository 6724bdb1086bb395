import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { subscribeNotices } from '../lib/notify';

const SUMMARY = { success: 'Success', info: 'Info', warn: 'Warning', error: 'Error' } as const;

/** Shows the notices of lib/notify.ts; a sticky message already on screen is not repeated. */
export function ToastHost() {
  const toast = useRef<Toast>(null);
  const stickyOnScreen = useRef(new Set<string>());

  useEffect(
    () =>
      subscribeNotices((notice) => {
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
      }),
    [],
  );

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
