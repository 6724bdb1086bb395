import type { AppDeps } from '../../app-deps.js';
import { pingDatabase } from './health.repository.js';

const PING_TIMEOUT_MS = 2000;

/** Ready once the database answers (spec 000 §2.1: the sign-in page checks this on load). */
export async function isReady(deps: Pick<AppDeps, 'db'>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([pingDatabase(deps.db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
