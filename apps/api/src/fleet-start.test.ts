import { BUILT_COMPARISON_TYPES } from '@portal/contracts';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findMigrationsFolder } from './db/client.js';
import { sampleDataDir } from './modules/products/products.service.js';
import {
  createScratchDatabase,
  FLEET_SECRETS,
  isPostgresAvailable,
  runAdminProcess,
  startServerProcess,
  withPostgres,
  type ServerProcess,
} from './test/processes.js';

// Issue 18: three instances started at once on an empty database raced the migrations (two exited with
// `Failed query: CREATE TABLE "advisers"`) and imported the sample data three times.
const hasPostgres = await isPostgresAvailable('the fleet start tests (issue 18)');

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-fleet-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const journalEntries = (): number =>
  (
    JSON.parse(readFileSync(path.join(findMigrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

/**
 * Every sample file, each value-series plan cut to its lowest entry age: the race is about one import
 * per dataset, not its size (the whole set, 67 MB, took 15 s of one instance's CPU). sample-data.test.ts
 * imports the whole set.
 */
function smallSamples(): string {
  const dir = dataDir();
  const from = sampleDataDir() ?? '';
  for (const name of readdirSync(from).filter((file) => file.endsWith('.json'))) {
    const dataset = JSON.parse(readFileSync(path.join(from, name), 'utf8')) as {
      series?: { columns: string[]; rows: unknown[][] };
    };
    if (dataset.series) {
      const { columns, rows } = dataset.series;
      const [plan, age] = [columns.indexOf('planName'), columns.indexOf('entryAge')];
      const lowest = new Map<unknown, number>();
      for (const row of rows)
        lowest.set(row[plan], Math.min(lowest.get(row[plan]) ?? 999, row[age] as number));
      dataset.series.rows = rows.filter((row) => row[age] === lowest.get(row[plan]));
    }
    writeFileSync(path.join(dir, name), JSON.stringify(dataset));
  }
  return dir;
}

describe.runIf(hasPostgres)('a fleet starting on one empty Postgres', () => {
  it('comes up whole: every instance ready, one migration run, one import per sample dataset', async () => {
    const database = await createScratchDatabase();
    const env = { ...FLEET_SECRETS, DATABASE_URL: database.url, SAMPLE_DATA_DIR: smallSamples() };
    const servers: ServerProcess[] = [];
    try {
      // A deploy pipeline's separate migrate step may well overlap with the instances starting.
      const migrate = runAdminProcess(['migrate'], { ...env, DATA_DIR: dataDir() });
      for (let i = 0; i < 3; i++) servers.push(startServerProcess({ ...env, DATA_DIR: dataDir() }));
      const urls = await Promise.all(servers.map((s) => s.ready(50_000)));
      expect(await migrate.exited(), migrate.output()).toBe(0);

      for (const url of urls) {
        const res = await fetch(`${url}/api/ready`);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ ready: true });
      }
      await withPostgres(database.url, async (client) => {
        const migrations = await client.query<{ hash: string; n: number }>(
          'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
        );
        expect(migrations.rows).toHaveLength(journalEntries());
        expect(migrations.rows.every((row) => row.n === 1)).toBe(true);
        const versions = await client.query<{ comparison_type: string; n: number }>(
          'select comparison_type, count(*)::int as n from dataset_versions group by comparison_type order by 1',
        );
        // Every built tool's sample dataset, each imported once.
        const byType = (a: { comparison_type: string }, b: { comparison_type: string }) =>
          a.comparison_type < b.comparison_type ? -1 : 1;
        expect([...versions.rows].sort(byType)).toEqual(
          BUILT_COMPARISON_TYPES.map((type) => ({ comparison_type: type, n: 1 })).sort(byType),
        );
        // Read from SAMPLE_DATA_DIR: each plan at its one (lowest) entry age.
        const ages = await client.query<{ n: number }>(
          'select count(distinct entry_age)::int as n from illustration_series group by plan_id',
        );
        expect(ages.rows.length).toBeGreaterThan(0);
        expect(ages.rows.every((row) => row.n === 1)).toBe(true);
        const demo = await client.query<{ n: number }>(
          `select count(*)::int as n from advisers where email = 'demo@adviser.sg'`,
        );
        expect(demo.rows[0]?.n).toBe(1);
      });
      // The demo adviser's TOTP secret is shared: every instance prints the same one.
      const secrets = servers.map((s) => /Demo TOTP secret: (\S+)/.exec(s.output())?.[1]);
      expect(new Set(secrets).size).toBe(1);
    } finally {
      for (const server of servers) server.child.kill('SIGTERM');
      await Promise.all(servers.map((s) => s.exited()));
      await database.drop();
    }
  }, 60_000);

  it('prints the database’s own error when a start fails', async () => {
    const database = await createScratchDatabase();
    try {
      // A composite type holds the first table's name, so its CREATE TABLE fails as the racing starts did.
      await withPostgres(database.url, (c) => c.query('create type advisers as (x int)'));
      const server = startServerProcess({
        ...FLEET_SECRETS,
        DATABASE_URL: database.url,
        DATA_DIR: dataDir(),
      });
      expect(await server.exited()).toBe(1);
      const output = server.output();
      expect(output).toMatch(/Start failed: relation "advisers" already exists \(SQLSTATE 42P07\)/);
      expect(output).toMatch(/while: Failed query: CREATE TABLE "advisers"/);
    } finally {
      await database.drop();
    }
  }, 40_000);
});
