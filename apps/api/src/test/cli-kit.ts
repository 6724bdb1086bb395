import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { AppDeps } from '../app-deps.js';
import { runAdmin } from '../cli/admin-command.js';
import { openDatabase, type Database } from '../db/client.js';
import { createCacheFor } from '../platform/cache.js';
import { systemClock } from '../platform/clock.js';
import { loadConfig, type Config } from '../platform/config.js';
import { createObjectStore } from '../platform/object-storage.js';
import { openTestDatabase, seedMigratedPglite } from './database.js';

export interface AdminRun {
  code: number;
  out: string[];
  err: string[];
  /** The output's lines joined. */
  text: string;
  /** The output's last line ('' when there is none). */
  last: string;
}

export interface CliKit {
  /** The data directory the CLI opens, as DATA_DIR. */
  readonly dataDir: string;
  readonly env: Record<string, string>;
  readonly config: Config;
  /** Runs `npm run admin -- <args>` in this process, `extraEnv` over the kit's environment. */
  admin(args: string[], extraEnv?: Record<string, string>): Promise<AdminRun>;
  /**
   * Opens the CLI's database for a check, with the app's other deps but a mailer, then closes it so the
   * CLI (PGlite: one process at a time) can use it.
   */
  withDeps<T>(run: (deps: Omit<AppDeps, 'mailer'>) => Promise<T>): Promise<T>;
}

/**
 * The admin CLI as it runs, straight to the database: a PGlite data directory (a copy of the migrated
 * template), or with TEST_DATABASE_URL (npm test where a Postgres answers) a Postgres database. Made
 * before the file's tests and removed after them. `prefix` names the temporary directory.
 */
export function cliKit(prefix: string): CliKit {
  let dataDir = '';
  let env: Record<string, string> = {};
  let config: Config | undefined;
  let testDb: (Database & { location: string }) | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), prefix));
    seedMigratedPglite(dataDir);
    // SAMPLE_DATA off: the admin commands never search, so the server they talk to skips the import.
    env = {
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SAMPLE_DATA: 'off',
    };
    if (process.env.TEST_DATABASE_URL) {
      testDb = await openTestDatabase();
      env.DATABASE_URL = testDb.location;
    }
    config = loadConfig(env);
  });
  afterAll(async () => {
    await testDb?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const loadedConfig = () => {
    if (!config) throw new Error('the CLI kit is read before its beforeAll hook ran');
    return config;
  };

  return {
    get dataDir() {
      return dataDir;
    },
    get env() {
      return env;
    },
    get config() {
      return loadedConfig();
    },
    async admin(args, extraEnv = {}) {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runAdmin(args, {
        env: { ...env, ...extraEnv },
        out: (l) => out.push(l),
        err: (l) => err.push(l),
      });
      return { code, out, err, text: out.join('\n'), last: out.at(-1) ?? '' };
    },
    async withDeps(run) {
      const config = loadedConfig();
      const database = await openDatabase(config.databaseUrl ?? path.join(dataDir, 'pglite'));
      const storage = createObjectStore(config);
      try {
        await database.migrate();
        return await run({
          db: database.db,
          clock: systemClock,
          config,
          storage,
          cache: createCacheFor(database.db),
        });
      } finally {
        storage.close();
        await database.close();
      }
    },
  };
}
