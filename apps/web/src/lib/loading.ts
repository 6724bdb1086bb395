import { LOADING_OVERLAY_DEFAULT_MINUTES } from '@portal/contracts';

/**
 * spec 000 §4.2 and §9: a loading overlay covers every request, and a request still unanswered after a
 * configurable number of minutes (VITE_LOADING_OVERLAY_MINUTES, default 1) is given up with an alert.
 * A tiny external store, so the API client can count requests without knowing about React.
 */
let pending = 0;
const listeners = new Set<() => void>();

const configured = Number(import.meta.env.VITE_LOADING_OVERLAY_MINUTES);
let timeoutMs =
  (Number.isFinite(configured) && configured > 0 ? configured : LOADING_OVERLAY_DEFAULT_MINUTES) * 60_000;

export const getPendingRequests = () => pending;
export const getLoadingTimeoutMs = () => timeoutMs;
/** Test seam: a shorter overlay timeout. */
export const setLoadingTimeoutMs = (ms: number) => {
  timeoutMs = ms;
};

export function subscribeLoading(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(delta: number): void {
  pending = Math.max(0, pending + delta);
  for (const listener of listeners) listener();
}

/** Counts `run` as a pending request for the overlay while it runs. */
export async function trackRequest<T>(run: () => Promise<T>): Promise<T> {
  change(1);
  try {
    return await run();
  } finally {
    change(-1);
  }
}
