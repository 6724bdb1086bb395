import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { findMigrationsFolder, openDatabase, type Db } from '../db/client.js';
import * as schema from '../db/schema.js';
import { seedSampleData } from '../modules/products/products.service.js';
import { createCacheFor } from '../platform/cache.js';
import { TestClock } from './clock.js';
import {
  LOCAL_TEST_DATABASE_URL,
  PGLITE_TEMPLATE_DIR_ENV,
  PGLITE_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
  SAMPLES_TEMPLATE_ENV,
  TEST_DATABASE_ENV,
  uniqueDatabaseName,
  withAdminClient,
} from './database.js';
import { API_BUILD_SCRIPT, SERVER_BUNDLE_DIR_ENV, SERVER_BUNDLE_PARENT } from './processes.js';

/**
 * Booting PGlite (its initdb) costs several seconds, far more than the migrations. One migrated database
 * is made here, once per run, and every API test file starts from a copy of it (database.ts). Tests
 * that run the server or the admin CLI on a data directory copy the same database, kept as a directory.
 */
export default async function setup(): Promise<() => Promise<void>> {
  // The server and CLI bundle for the child-process tests (processes.ts), made beside the template.
  await mkdir(SERVER_BUNDLE_PARENT, { recursive: true });
  const bundleDir = await mkdtemp(path.join(SERVER_BUNDLE_PARENT, 'test-server-'));
  const bundling = new Promise<void>((resolve, reject) =>
    execFile(process.execPath, [API_BUILD_SCRIPT, '--outdir', bundleDir], (error, _stdout, stderr) =>
      error ? reject(new Error(`Bundling the server for the tests failed:\n${stderr}`)) : resolve(),
    ),
  );
  const postgres = await postgresTemplate();
  if (postgres) {
    // ADR 0026: on Postgres every file's database, and every server or CLI a test starts on a migrated
    // database (drain, admin, admin profile), is a copy of the Postgres template: no PGlite template is
    // needed (its initdb, migrations and dumps were some 8 s of CPU). The tests about a new PGlite data
    // directory (migrate-command, server-faults) start empty either way.
    const samples = postgres.seedSamples();
    samples.catch((error: unknown) => console.error('The samples template failed:', error));
    await bundling;
    process.env[SERVER_BUNDLE_DIR_ENV] = bundleDir;
    return async () => {
      await samples.catch(() => undefined);
      await postgres.drop();
      await rm(bundleDir, { recursive: true, force: true });
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  const client = new PGlite();
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder: findMigrationsFolder() });
  // The app only ever uses the database it connects to (`postgres`). initdb's template databases
  // are a third of the data directory each copy unpacks: without them a copy opens in about 0.7 s of
  // CPU instead of 1 s, for each of some 50 test files (and each start of the server or the CLI).
  await client.exec(
    'alter database template0 is_template false; alter database template1 is_template false;',
  );
  await client.exec('drop database template0');
  await client.exec('drop database template1');
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  await client.close();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  const onDisk = new PGlite(path.join(dir, 'pglite'), { loadDataDir: dump });
  await onDisk.waitReady;
  await onDisk.close();
  process.env[PGLITE_TEMPLATE_DIR_ENV] = path.join(dir, 'pglite');
  await bundling;
  process.env[SERVER_BUNDLE_DIR_ENV] = bundleDir;
  // Not awaited: the files that ask for it wait for it (database.ts), the others start now.
  const samples = seedPgliteSamples(dump, path.join(dir, 'samples.tar'));
  samples.catch((error: unknown) => console.error('The samples template failed:', error));
  return async () => {
    await samples.catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
    await rm(bundleDir, { recursive: true, force: true });
  };
}

/**
 * ADR 0026: the API tests run on the machine's Postgres when one answers (TEST_DATABASE_URL, else the
 * local default with trust auth), as it runs them for a fraction of PGlite's CPU; on a machine without
 * one, or with TEST_DATABASE=pglite, they run on PGlite. One migrated template database is made here and
 * every test file's database is a copy of it (database.ts).
 */
async function postgresTemplate(): Promise<
  { drop(): Promise<void>; seedSamples(): Promise<void> } | undefined
> {
  if (process.env[TEST_DATABASE_ENV] === 'pglite') {
    delete process.env.TEST_DATABASE_URL;
    return undefined;
  }
  const explicit = process.env.TEST_DATABASE_URL;
  const adminUrl = explicit ?? LOCAL_TEST_DATABASE_URL;
  const name = uniqueDatabaseName('portal_template');
  try {
    await withAdminClient(adminUrl, (c) => c.query(`create database "${name}"`), 2_000);
  } catch (error) {
    // A named database must work; the local default is only used when it answers.
    if (explicit) throw error;
    console.info(`API tests on PGlite: no Postgres at ${new URL(adminUrl).host} (${String(error)})`);
    return undefined;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString());
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  process.env.TEST_DATABASE_URL = adminUrl;
  process.env[POSTGRES_TEMPLATE_ENV] = name;
  const samples = `${name}_samples`;
  process.env[SAMPLES_TEMPLATE_ENV] = samples;
  console.info(`API tests on Postgres at ${url.host} (TEST_DATABASE=pglite runs them on PGlite)`);
  // One statement each: DROP DATABASE cannot share a (multi-statement) transaction.
  const dropAll = async (c: pg.Client) => {
    for (const db of [name, `${samples}_seeding`, samples])
      await c.query(`drop database if exists "${db}" with (force)`);
  };
  return {
    seedSamples: async () => {
      // Seeded under another name, renamed once whole: a file never copies a half-imported template.
      await withAdminClient(adminUrl, (c) =>
        c.query(`create database "${samples}_seeding" template "${name}"`),
      );
      url.pathname = `/${samples}_seeding`;
      const seeding = await openDatabase(url.toString());
      try {
        await seedAllSamples(seeding.db);
      } finally {
        await seeding.close();
      }
      await withAdminClient(adminUrl, (c) =>
        c.query(`alter database "${samples}_seeding" rename to "${samples}"`),
      );
    },
    drop: () => withAdminClient(adminUrl, dropAll),
  };
}

/** Every sample dataset imported as a first start does (the files' TestClock instant). */
async function seedAllSamples(db: Db): Promise<void> {
  await seedSampleData({ db, clock: new TestClock(), cache: createCacheFor(db) });
}

/** The PGlite samples template: the migrated dump with every sample imported, written then renamed. */
async function seedPgliteSamples(migrated: Blob, file: string): Promise<void> {
  process.env[SAMPLES_TEMPLATE_ENV] = file;
  const client = new PGlite({ loadDataDir: migrated });
  await client.waitReady;
  let dump: Blob;
  try {
    await seedAllSamples(drizzle(client, { schema }));
    await client.exec('checkpoint');
    dump = await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
  await writeFile(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
  await rename(`${file}.partial`, file);
}
