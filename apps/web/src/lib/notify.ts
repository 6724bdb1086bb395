/**
 * A small message bus between non-React code (the API client) and the toast host in the app shell.
 * Sticky messages stay until closed; the host drops a sticky message already on screen.
 */
export type Notice = {
  severity: 'success' | 'info' | 'warn' | 'error';
  text: string;
  isSticky?: boolean;
};

/** `null` asks the host to clear every message, sticky ones included. */
type Listener = (notice: Notice | null) => void;
const listeners = new Set<Listener>();

export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notify(notice: Notice): void {
  for (const listener of listeners) listener(notice);
}

export const notifyStickyError = (text: string) => notify({ severity: 'error', text, isSticky: true });

/** Clears the messages on screen, e.g. the sticky 2FA error once the code is accepted. */
export function clearNotices(): void {
  for (const listener of listeners) listener(null);
}
