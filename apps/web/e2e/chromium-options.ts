import { existsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';

/** Debian's Chromium (the `chromium` package): the browser of `npm run test:e2e` (ARCHITECTURE §5). */
const CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's headless shell (the `chromium-headless-shell` package, built from the same Chromium source):
 * the same Blink and V8 without the desktop browser's UI layers, as Playwright runs headless tests by
 * default. npm test's a11y project uses it when installed, for about a quarter less of the browser's
 * CPU (ADR 0026, tenth pass); without it, Debian's Chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The browser and the flags of ARCHITECTURE §5; `CHROMIUM_PATH` names another. Never a downloaded one. */
export function chromiumLaunchOptions({ headlessShell = false } = {}) {
  const executablePath =
    process.env.CHROMIUM_PATH ?? (headlessShell && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
  return {
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  } satisfies LaunchOptions;
}
