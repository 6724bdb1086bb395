import path from 'node:path';
import { openDatabase } from '../db/client.js';
import { describeFailure } from '../db/errors.js';
import { loadConfig } from '../platform/config.js';
import type { AdminIo } from './admin-io.js';
import { findLiveServer } from './server-file.js';

export const MIGRATE_USAGE = `Usage:
  npm run admin -- migrate                                 apply the database migrations, nothing else`;

/**
 * `npm run admin -- migrate` (issue 18): for deploy pipelines that migrate as a step of their own
 * before starting the new version. Same start lock as the server, so a server starting meanwhile waits.
 */
export async function runMigrateCommand(args: string[], io: AdminIo): Promise<number> {
  if (args.length > 0) {
    io.err(`Unknown command: migrate ${args.join(' ')}`);
    for (const line of MIGRATE_USAGE.split('\n')) io.err(line);
    return 2;
  }
  try {
    const config = loadConfig(io.env ?? process.env, io.cwd ?? process.cwd());
    // PGlite admits one process; a running server migrated its database when it started.
    const server = config.databaseUrl ? undefined : await findLiveServer(config.dataDir);
    if (server) {
      io.out(`The server (pid ${server.pid}) uses ${config.dataDir} and migrated it at start: nothing to do`);
      return 0;
    }
    const database = await openDatabase(config.databaseUrl ?? path.join(config.dataDir, 'pglite'));
    try {
      const { before, after } = await database.withStartLock(async () => {
        const applied = await database.appliedMigrations();
        await database.migrate();
        return { before: applied, after: await database.appliedMigrations() };
      });
      io.out(
        after > before
          ? `Applied ${after - before} migration(s); the database has all ${after}`
          : `The database is up to date (${after} migrations)`,
      );
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    io.err(`Migrate failed: ${describeFailure(error)}`);
    return 1;
  }
}
