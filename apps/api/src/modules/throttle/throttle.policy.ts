// Issue 3 and NIST SP 800-63B §5.2.2: consecutive failures per account; the first few are free, then
// each further try waits longer (doubling, capped), and after 100 the account locks until an admin
// unlocks it. At a 15-minute cap, 100 failures take about a day from any number of IPs.
export const FREE_FAILURES = 5;
export const LOCK_AFTER_FAILURES = 100;
export const MAX_DELAY_MS = 15 * 60_000;

/** How long to wait after `failures` consecutive failures before the next try is looked at. */
export function delayAfterFailuresMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - FREE_FAILURES));
}
