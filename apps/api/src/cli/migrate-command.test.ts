import { sql } from 'drizzle-orm';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findMigrationsFolder, openDatabase } from '../db/client.js';
import { createScratchDatabase, isPostgresAvailable } from '../test/processes.js';
import { runAdmin } from './admin-command.js';

// Issue 18: `npm run admin -- migrate` runs the migrations alone, for deploy pipelines with a step of
// their own; the server then starts on a migrated database and only seeds.
const hasPostgres = await isPostgresAvailable('the migrate command on Postgres (issue 18)');
const migrationCount = (
  JSON.parse(readFileSync(path.join(findMigrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function admin(args: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(args, { env, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

/** The rows of the tables a first start seeds, counted in one open (PGlite: each open takes a second). */
async function countSeededRows(location: string) {
  const database = await openDatabase(location);
  try {
    const result = (await database.db.execute(
      sql.raw(
        'select (select count(*) from advisers)::int as advisers, ' +
          '(select count(*) from dataset_versions)::int as dataset_versions, ' +
          '(select count(*) from home_entries)::int as home_entries',
      ),
    )) as { rows: Array<Record<string, number>> };
    return result.rows[0];
  } finally {
    await database.close();
  }
}

async function migrateTwice(env: Record<string, string>, location: string) {
  const first = await admin(['migrate'], env);
  expect(first).toEqual({
    code: 0,
    out: [`Applied ${migrationCount} migration(s); the database has all ${migrationCount}`],
    err: [],
  });
  // The tables exist, and nothing was seeded: no demo adviser, no sample data, no home content.
  expect(await countSeededRows(location)).toEqual({ advisers: 0, dataset_versions: 0, home_entries: 0 });
  const second = await admin(['migrate'], env);
  expect(second).toEqual({
    code: 0,
    out: [`The database is up to date (${migrationCount} migrations)`],
    err: [],
  });
}

describe('npm run admin -- migrate', () => {
  it('applies the migrations to a new PGlite database once, and says so', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-migrate-'));
    dirs.push(dataDir);
    await migrateTwice({ NODE_ENV: 'test', DATA_DIR: dataDir }, path.join(dataDir, 'pglite'));
  });

  it('refuses extra words with the usage', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-migrate-'));
    dirs.push(dataDir);
    const answer = await admin(['migrate', '--seed'], { NODE_ENV: 'test', DATA_DIR: dataDir });
    expect(answer.code).toBe(2);
    expect(answer.err[0]).toBe('Unknown command: migrate --seed');
    expect(answer.err.join('\n')).toMatch(/npm run admin -- migrate/);
  });

  it.runIf(hasPostgres)('applies them to a new Postgres database once, under the start lock', async () => {
    const database = await createScratchDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-migrate-'));
    dirs.push(dataDir);
    try {
      await migrateTwice({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: database.url }, database.url);
    } finally {
      await database.drop();
    }
  });

  it.runIf(hasPostgres)('prints the database’s own error when it cannot migrate', async () => {
    const database = await createScratchDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-migrate-'));
    dirs.push(dataDir);
    await database.drop();
    const answer = await admin(['migrate'], {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
    });
    expect(answer.code).toBe(1);
    expect(answer.err[0]).toMatch(
      /^Migrate failed: database "portal_fleet_\w+" does not exist \(SQLSTATE 3D000\)$/,
    );
  });
});
