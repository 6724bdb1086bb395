import { randomBytes } from 'node:crypto';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app.js';
import type { AppDeps } from '../app-deps.js';
import type { Database } from '../db/client.js';
import { loadConfig, type Config } from '../platform/config.js';
import { createMailer } from '../platform/mail.js';
import { createCacheFor } from '../platform/cache.js';
import { createObjectStore } from '../platform/object-storage.js';
import { TestClock } from './clock.js';
import { openTestDatabase } from './database.js';

export interface TestContext {
  app: FastifyInstance;
  deps: AppDeps;
  database: Database & { location: string };
  clock: TestClock;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: `/tmp/portal-test-${randomBytes(4).toString('hex')}`,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    ADMIN_TOKEN: randomBytes(24).toString('base64url'),
    PUBLIC_URL: 'http://portal.test',
    // Tests sign in and refresh many times from one address; the rate-limit tests set their own limits.
    RATE_LIMIT_PER_MINUTE: '100000',
    SESSION_RATE_LIMIT_PER_MINUTE: '100000',
    VIEW_RATE_LIMIT_PER_MINUTE: '100000',
    ...overrides,
  });
}

/**
 * The app's deps over `database`: a test clock, `config`, and the mailer, picture store and cache it
 * configures (the benches build their apps on these too).
 */
export function testDeps(
  database: Pick<Database, 'db'>,
  config: Config = testConfig(),
): AppDeps & { clock: TestClock } {
  return {
    db: database.db,
    clock: new TestClock(),
    config,
    mailer: createMailer(config),
    storage: createObjectStore(config),
    cache: createCacheFor(database.db, config.cacheMaxBytes),
  };
}

/** One app over one fresh database per test file; factories keep each test's data apart. */
export async function createTestContext(
  configOverrides: Record<string, string> = {},
  {
    webDistDir = null,
    withSamples = false,
    onRoute,
  }: {
    webDistDir?: string | null;
    /** Told of every route the app adds (issue 32: the input fuzz walks them all). */
    onRoute?: (route: RouteOptions) => void;
    /** The database starts with every sample dataset imported, as a first start leaves it. */
    withSamples?: boolean;
  } = {},
): Promise<TestContext> {
  const config = testConfig(configOverrides);
  const database = await openTestDatabase(config.database, { withSamples });
  const deps = testDeps(database, config);
  const { clock } = deps;
  const app = await buildApp({ ...deps, webDistDir, onRoute });
  await app.ready();
  return {
    app,
    deps,
    database,
    clock,
    config,
    close: async () => {
      deps.mailer.close();
      await app.close();
      deps.storage.close();
      await database.close();
    },
  };
}
