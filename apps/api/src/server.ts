import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from './app.js';
import { findLiveServer, ownServerRecord, removeServerFile, writeServerFile } from './cli/server-file.js';
import { seedFirstRun, type DemoLogin } from './cli/seed.js';
import { openDatabase, type Database } from './db/client.js';
import { createInvitation } from './modules/registration/registration.service.js';
import { startOutboxSender } from './modules/mail/outbox.service.js';
import { startPictureSweeper } from './modules/pictures/picture-sweep.js';
import { startFiguresWatcher } from './modules/links/figures-check.js';
import { startUnopenedNotices } from './modules/links/link-notices.js';
import { systemClock, type Clock } from './platform/clock.js';
import type { Config } from './platform/config.js';
import { secureDataDir } from './platform/data-dir.js';
import { createMailer } from './platform/mail.js';
import { createDrain } from './platform/drain.js';
import { createObjectStore } from './platform/object-storage.js';
import { createCacheFor } from './platform/cache.js';
import { INVITATION_DEFAULT_EXPIRY_DAYS } from '@portal/contracts';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  port: number;
  demo: DemoLogin | undefined;
  invitation: { code: string; expiresAt: Date };
  /**
   * Issue 18: a graceful stop. Readiness answers 503 at once, the outbox claims no more mail, requests
   * in flight finish (up to SHUTDOWN_GRACE_SECONDS, then they are cut), and everything closes.
   */
  stop(): Promise<void>;
}

/** Opens and migrates the database, seeds the first run, and listens (ARCHITECTURE §2). */
export async function startServer(config: Config, clock: Clock = systemClock): Promise<RunningServer> {
  secureDataDir(config.dataDir);
  if (!config.databaseUrl) {
    const other = await findLiveServer(config.dataDir);
    if (other && other.pid !== process.pid) {
      throw new Error(`Another server (pid ${other.pid}, port ${other.port}) is using ${config.dataDir}`);
    }
  }
  const database: Database = await openDatabase(
    config.databaseUrl ?? path.join(config.dataDir, 'pglite'),
    config.database,
  );
  let app: FastifyInstance | undefined;
  try {
    // Issue 18: instances starting together take turns, so one migrates and seeds and the rest find it done.
    const cache = createCacheFor(database.db, config.cacheMaxBytes);
    const demo = await database.withStartLock(async () => {
      await database.migrate();
      return seedFirstRun({ db: database.db, clock, config, cache });
    });
    // PGlite (emscripten's file system) sets 0666 on its files whatever the umask: take it back.
    secureDataDir(config.dataDir);
    const mailer = createMailer(config);
    const storage = createObjectStore(config);
    const deps = { db: database.db, clock, config, mailer, storage, cache };
    const invitation = await createInvitation(deps, INVITATION_DEFAULT_EXPIRY_DAYS);
    const drain = createDrain();
    app = await buildApp({ ...deps, drain });
    await app.listen({ port: config.port, host: config.host });
    const running = app;
    const port = (running.server.address() as AddressInfo).port;
    // PORT=0 (tests): links in mails need the address that was actually bound.
    config.publicUrl ??= `http://localhost:${port}`;
    writeServerFile(config.dataDir, ownServerRecord(port, config.host));
    // Issue 3: queued mail goes out in the background, retried with backoff while SMTP is down.
    const sender = startOutboxSender(deps, running.log);
    // Issue 32 items 1 and 9: expired uploads and files no row names go, with no request needed.
    const sweeper = startPictureSweeper(deps, running.log);
    // Issue 36: a premium dataset version taking effect marks the published links it changes.
    const figures = startFiguresWatcher(deps, running.log);
    const unopened = startUnopenedNotices(deps, running.log);
    return {
      app: running,
      port,
      url: config.publicUrl,
      demo,
      invitation,
      stop: async () => {
        drain.begin();
        removeServerFile(config.dataDir, process.pid);
        const startedAt = Date.now();
        const [, , , , isSettled] = await Promise.all([
          sender.stop(),
          sweeper.stop(),
          figures.stop(),
          unopened.stop(),
          drain.settle(config.shutdownGraceMs),
        ]);
        const closing = running.close();
        const remainingMs = Math.max(0, config.shutdownGraceMs - (Date.now() - startedAt));
        if (!isSettled || !(await drain.settle(remainingMs))) {
          running.log.warn({ inFlight: drain.inFlight() }, 'grace period over; closing requests still open');
          running.server.closeAllConnections();
        }
        await closing;
        mailer.close();
        storage.close();
        await database.close();
        // Files the database created while running (new tables, WAL segments) lose group/other too.
        secureDataDir(config.dataDir);
      },
    };
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
}

/** What `npm start` prints; e2e tooling reads these lines (see the report in docs). */
export function formatBanner(server: RunningServer): string {
  const lines = [`Adviser Portal ready at ${server.url}`];
  if (server.demo) {
    lines.push(
      `Demo email: ${server.demo.email}`,
      `Demo password: ${server.demo.password}`,
      `Demo TOTP secret: ${server.demo.otpauthUrl}`,
    );
  }
  lines.push(
    `Invitation code: ${server.invitation.code} (expires ${server.invitation.expiresAt.toISOString()})`,
  );
  return `${lines.join('\n')}\n`;
}
