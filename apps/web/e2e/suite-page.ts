import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, newPage, registerAndSignIn, type PageOptions } from './support';

/** The browser, context and page that the tests of one describe block share. */
export interface SuitePage {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * Opens what `open` gives before a describe block's first test and closes its context and browser after
 * the last. Call it in the describe block; a test reads the page from the returned object
 * (`const { page } = suite;`), which stands for what `open` gave once it has run.
 */
export function pageForSuite<T extends SuitePage>(open: () => Promise<T>): T {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    await opened?.context.close();
    await opened?.browser.close();
  });
  return new Proxy({} as T, {
    get(_, key) {
      if (!opened) throw new Error('the suite page is read before its beforeAll hook ran');
      return opened[key as keyof T];
    },
  });
}

/**
 * A browser page of `options`' size, `prepare` run in it (a sign-in, say): what `prepare` returns comes
 * along. When `prepare` fails, the page and browser are closed before the error goes on.
 */
export async function openPage<T extends object = object>(
  options: PageOptions,
  prepare: (opened: SuitePage) => Promise<T | void>,
): Promise<SuitePage & T> {
  const browser = await launchBrowser();
  const { context, page } = await newPage(browser, options);
  try {
    const prepared = await prepare({ browser, context, page });
    return { browser, context, page, ...prepared } as SuitePage & T;
  } catch (error) {
    await context.close();
    await browser.close();
    throw error;
  }
}

export type SignedInSuite = SuitePage & { adviser: Awaited<ReturnType<typeof registerAndSignIn>> };

/**
 * A newly registered adviser, signed in by hand (`registerAndSignIn`) in a page of `options`' size, for
 * a describe block (see `pageForSuite`). `clipboard` lets the page read what Copy Link copied;
 * `prepare` runs after sign-in (an insured entered, say).
 */
export function signedInSuite({
  clipboard = false,
  prepare,
  ...options
}: PageOptions & { clipboard?: boolean; prepare?: (page: Page) => Promise<void> } = {}): SignedInSuite {
  return pageForSuite(() =>
    openPage(options, async ({ context, page }) => {
      if (clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const adviser = await registerAndSignIn(page);
      await prepare?.(page);
      return { adviser };
    }),
  );
}

/**
 * The run's browser for a describe block whose tests open pages of their own: connected before the first
 * test, let go after the last. A test reads it as `suite.browser`.
 */
export function browserForSuite(): { readonly browser: Browser } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('the suite browser is read before its beforeAll hook ran');
      return browser;
    },
  };
}
