import { BUILT_COMPARISON_TYPES } from '@portal/contracts';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findMigrationsFolder } from './db/client.js';
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

describe.runIf(hasPostgres)('a fleet starting on one empty Postgres', () => {
  it('comes up whole: every instance ready, one migration run, one import per sample dataset', async () => {
    const database = await createScratchDatabase();
    const env = { ...FLEET_SECRETS, DATABASE_URL: database.url };
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
