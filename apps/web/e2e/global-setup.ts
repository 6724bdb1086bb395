import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumLaunchOptions } from './chromium-options';
import { startMailCatcher } from './mail-catcher';
import { findFreePort } from '../../api/src/test/smtp.js';
import { scratchPostgres, startPortal } from './portal-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The WebSocket address of the run's one Chromium (support.ts launchBrowser connects to it). */
    browserEndpoint: string;
    dataDir: string;
    /** The portal's Postgres database (scratchPostgres), or '' when it keeps PGlite in dataDir. */
    databaseUrl: string;
    /** Where the in-process SMTP server writes every mail it receives (support.ts waitForMail). */
    mailDir: string;
  }
}

/**
 * One server for every spec, its mail going to an in-process SMTP server (ARCHITECTURE §5), and one
 * Chromium that every spec file connects to.
 */
export default async function setup(project: TestProject) {
  // npm test's a11y project runs in Debian's headless shell when it is installed (chromium-options.ts).
  const browserOptions = chromiumLaunchOptions({ headlessShell: project.name === 'a11y' });
  const browser = browserOptions.executablePath;
  if (!existsSync(browser)) {
    throw new Error(
      `No Chromium at ${browser}: the e2e tests (npm test's axe and keyboard specs too) drive Debian's ` +
        'Chromium. Install it with `apt-get install -y chromium`, or set CHROMIUM_PATH.',
    );
  }
  const smtpPort = await findFreePort();
  const mail = await startMailCatcher(smtpPort);
  const database = await scratchPostgres();
  const portal = await startPortal(
    { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ...(database ? { DATABASE_URL: database.url } : {}) },
    { waitUntilReady: false },
  );
  const browserServer = await chromium.launchServer(browserOptions);
  project.provide('baseUrl', portal.baseUrl);
  project.provide('browserEndpoint', browserServer.wsEndpoint());
  project.provide('dataDir', portal.dataDir);
  project.provide('databaseUrl', database?.url ?? '');
  project.provide('mailDir', mail.mailDir);

  return async () => {
    await browserServer.close();
    await portal.ready.catch(() => undefined);
    await portal.stop();
    await mail.stop();
    await database?.drop();
  };
}
