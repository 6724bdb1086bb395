import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

/** Group and other permission bits: none of them may be set under DATA_DIR. */
const GROUP_OTHER = 0o077;

/**
 * Issue 9: the data directory holds the database, secrets.json, the outbox and uploads; PGlite left
 * most of its files 0666. The process umask drops group/other bits for whatever Node creates from
 * now on, the directory is made 0700, and a pass takes those bits off what exists. PGlite sets 0666
 * on its files itself (emscripten's file system chmods them), so the server runs the pass again
 * once the database is open and after it closes; in between the 0700 directory keeps others out.
 * Symbolic links are left alone (a link's target may lie outside DATA_DIR).
 */
export function secureDataDir(dataDir: string): void {
  // Worker threads share the process umask and may not change it (vitest runs some tests there).
  if (isMainThread) process.umask(GROUP_OTHER);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const pending = [dataDir];
  while (pending.length > 0) {
    const current = pending.pop() as string;
    const stat = lstatSync(current, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) continue;
    if ((stat.mode & GROUP_OTHER) !== 0) chmodSync(current, stat.mode & 0o7777 & ~GROUP_OTHER);
    if (stat.isDirectory()) for (const name of readdirSync(current)) pending.push(path.join(current, name));
  }
}
