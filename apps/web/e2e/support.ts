import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { generateSync } from 'otplib';
import {
  ADMIN_PATHS,
  API_PATHS,
  DESKTOP_BREAKPOINT_PX,
  type CreateInvitationReply,
  type RegistrationBody,
  type RegistrationReply,
  type VerifyOtpReply,
} from '@portal/contracts';
import {
  chromium,
  request,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Download,
  type Page,
} from 'playwright-core';
import { STORAGE_KEYS } from '../src/lib/storage';
import { chromiumLaunchOptions } from './chromium-options';
import { inject } from 'vitest';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const artifactsDir = path.join(import.meta.dirname, 'artifacts');

/**
 * The run's one Chromium (global-setup.ts starts it), connected over its WebSocket; each spec's
 * contexts are as separate as in a browser of its own, and `close()` closes them and disconnects. A
 * browser launched per spec file cost some 3 s of CPU (the browser, GPU and utility processes). Outside
 * the global setup (a lone script) it launches one. playwright-core gives every launch a fresh, empty
 * user-data-dir of its own (and refuses the flag), so none is passed.
 */
export function launchBrowser(): Promise<Browser> {
  const shared = inject('browserEndpoint');
  return shared ? chromium.connect(shared) : chromium.launch(chromiumLaunchOptions());
}

export type PageOptions = {
  width?: number;
  height?: number;
  userAgent?: string;
  /** The system setting "reduce motion": transitions end at once (base.css), so nothing waits on them. */
  reducedMotion?: 'reduce' | 'no-preference';
  /** Cookies and storage the browser starts with (a session from `signInThroughApi`). */
  storageState?: BrowserContextOptions['storageState'];
  /**
   * 'block' keeps the portal's service worker out of the context. The axe and keyboard specs (npm test)
   * block it: it caches every chunk and page a context loads, in each new context, which those specs do
   * not test and which cost them some 6 s of CPU a run. installable.spec.ts tests the worker itself.
   */
  serviceWorkers?: 'allow' | 'block';
};

export async function newPage(
  browser: Browser,
  { width = 1280, height = 860, userAgent, reducedMotion, storageState, serviceWorkers }: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width, height },
    ...(userAgent ? { userAgent } : {}),
    ...(reducedMotion ? { reducedMotion } : {}),
    ...(storageState ? { storageState } : {}),
    ...(serviceWorkers ? { serviceWorkers } : {}),
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * A download's bytes, read through Playwright's stream: `download.path()` is not there when the
 * browser is the run's shared one (connected over its WebSocket).
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

/** Runs the admin CLI against the running e2e server's data directory and returns its output. */
export async function runAdmin(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(repoRoot, 'scripts/admin.mjs'), ...args],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: inject('dataDir'),
        ...(inject('databaseUrl') ? { DATABASE_URL: inject('databaseUrl') } : {}),
        NODE_ENV: 'test',
      },
    },
  );
  return stdout;
}

/**
 * A new invitation code, by the call `npm run admin -- invite create` makes while the server runs: the
 * admin route, from this machine, with the ADMIN_TOKEN the server keeps in its data directory. Without
 * the two Node processes the CLI starts (about 1.5 s of CPU each time).
 */
export async function createInvitationCode(): Promise<string> {
  const token =
    process.env.ADMIN_TOKEN ??
    (
      JSON.parse(await readFile(path.join(inject('dataDir'), 'secrets.json'), 'utf8')) as {
        ADMIN_TOKEN: string;
      }
    ).ADMIN_TOKEN;
  const response = await fetch(new URL(ADMIN_PATHS.invitations, inject('baseUrl')), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': token },
    body: '{}',
  });
  if (response.status !== 201) throw new Error(`invite create: ${response.status} ${await response.text()}`);
  return ((await response.json()) as CreateInvitationReply).code;
}

const STEP_SECONDS = 30;
/** The last time step used for each TOTP secret (each adviser has one), as the server keeps per adviser. */
const lastStepUsed = new Map<string, number>();
const currentStep = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);

/**
 * A TOTP code for a step not used before by this adviser in this run, as an authenticator app would
 * show it. The server accepts each adviser's code once and one step of drift, so that adviser's second
 * sign-in within one step uses the next step's code, and a third waits for the clock. Another adviser
 * (another secret) never waits: a spec file's newly registered adviser signs in at once, however many
 * files the worker ran before. `peek` returns the current code without using it up.
 */
export async function freshTotp(secret: string, { peek = false } = {}): Promise<string> {
  if (peek) return generateSync({ secret, epoch: currentStep() * STEP_SECONDS });
  const last = () => lastStepUsed.get(secret) ?? -Infinity;
  while (last() > currentStep()) await new Promise((r) => setTimeout(r, 1000));
  const step = Math.max(currentStep(), last() + 1);
  lastStepUsed.set(secret, step);
  return generateSync({ secret, epoch: step * STEP_SECONDS });
}

export interface CaughtMail {
  to: string;
  raw: string;
  /** The body with quoted-printable soft line breaks undone, so links read whole. */
  text: string;
}

/** Waits for a mail to `to` whose subject matches, from the in-process SMTP server of global-setup.ts. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 30_000): Promise<CaughtMail> {
  const mailDir = inject('mailDir');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of (await readdir(mailDir)).sort().reverse()) {
      const raw = await readFile(path.join(mailDir, file), 'utf8');
      const envelopeTo = /^X-Envelope-To: (.*)$/m.exec(raw)?.[1] ?? '';
      const subjectLine = /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
      if (envelopeTo.split(',').includes(to) && subject.test(subjectLine)) {
        return { to, raw, text: raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') };
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
}

/** Collects Content-Security-Policy violations the page reports, so a spec can assert there are none. */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * Records the page's `securitypolicyviolation` events, which include what the console does not show: a
 * blocked `new Function('')` that the script caught (zod's probe, issue 17). Call before `page.goto`;
 * read them with `readCspViolationEvents` before the page navigates away.
 */
export async function recordCspViolationEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
}

export function readCspViolationEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/** A new adviser's registration fields, its email and RNF number unique, as the Register tab takes them. */
function newAdviser(): Omit<RegistrationBody, 'invitationCode'> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const password = 'Marina#Bay2026';
  return {
    rnfName: 'Lim Wei Jie',
    rnf: `rep-${stamp.slice(-8)}`,
    name: 'Wei Jie',
    mobile: '98765432',
    email: `adviser.${stamp}@example.sg`,
    password,
    confirmedPassword: password,
  };
}

/** Fills the Register tab (open on screen) with `adviser` and presses Register. */
export async function submitRegistration(page: Page, adviser: RegistrationBody): Promise<void> {
  await page.getByLabel('Registration Code').fill(adviser.invitationCode);
  await page.getByLabel('RNF Name').fill(adviser.rnfName);
  await page.getByLabel('RNF Number').fill(adviser.rnf);
  await page.getByLabel('Preferred Name').fill(adviser.name);
  await page.getByLabel('Mobile').fill(adviser.mobile);
  await page.getByLabel('Email').fill(adviser.email);
  await page.getByLabel('Password', { exact: true }).fill(adviser.password);
  await page.getByLabel('Confirm Password').fill(adviser.confirmedPassword);
  await page.getByRole('button', { name: 'Register' }).click();
}

/**
 * Registers a fresh adviser with a new invitation code, completes the QR setup with a real TOTP code and
 * waits for the dashboard: the quickest way into the signed-in app for a spec about something else.
 */
export async function registerAndSignIn(
  page: Page,
): Promise<{ email: string; password: string; secret: string }> {
  const adviser = newAdviser();
  await page.goto('/');
  await page.getByRole('tab', { name: 'Register' }).click();
  await submitRegistration(page, { invitationCode: await createInvitationCode(), ...adviser });
  await page.waitForURL('**/otp');
  const secret = (await page.getByLabel('Secret key').inputValue()).replace(/\s+/g, '');
  await page.getByLabel('2FA Code').fill(await freshTotp(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('tab', { name: 'Announcement' }).waitFor();
  return { email: adviser.email, password: adviser.password, secret };
}

/**
 * A newly registered adviser past 2FA, for specs about the screens behind sign-in: the calls the
 * registration and 2FA pages make (the same invitation, form fields and authenticator code), from
 * Node, and the browser state they leave: the refresh cookie and the session `startSession` stores.
 * The sign-in screens themselves are driven by hand in a11y-guest, keyboard and sign-in-and-theme.
 * About two seconds quicker than typing it all, in each spec file that signs in.
 */
export async function signInThroughApi(): Promise<
  Exclude<BrowserContextOptions['storageState'], string | undefined>
> {
  const baseURL = inject('baseUrl');
  const api = await request.newContext({ baseURL });
  try {
    const post = async <T>(url: string, data: object): Promise<T> => {
      const response = await api.post(url, { data });
      if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
      return (await response.json()) as T;
    };
    const registered = await post<RegistrationReply>(API_PATHS.registration, {
      invitationCode: await createInvitationCode(),
      ...newAdviser(),
    });
    const secret = new URL(registered.otpauthUrl ?? '').searchParams.get('secret');
    if (!secret) throw new Error('the registration reply has no TOTP secret');
    const verified = await post<VerifyOtpReply>(API_PATHS.verifyOtp, {
      id: registered.id,
      otp: await freshTotp(secret),
    });
    const session = { userDetails: verified.userDetails, sessionEndsAt: verified.sessionEndsAt };
    const { cookies } = await api.storageState();
    return {
      cookies,
      origins: [
        {
          origin: new URL(baseURL).origin,
          localStorage: [{ name: STORAGE_KEYS.session, value: JSON.stringify(session) }],
        },
      ],
    };
  } finally {
    await api.dispose();
  }
}

/**
 * Picks the colour scheme in Display Settings (the profile menu's) and closes the panel again, as an
 * adviser does; the choice is kept in the browser.
 */
export async function chooseColorScheme(page: Page, scheme: 'Dark' | 'Light'): Promise<void> {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Display Settings' }).click();
  await page.getByLabel(scheme, { exact: true }).check();
  await page.keyboard.press('Escape');
  await page.locator('.p-sidebar').waitFor({ state: 'detached' });
}

/** The results table's plan rows (not the expanded detail rows under them). */
export const resultRows = (page: Page) =>
  page.locator('.results-table tbody tr:not(.p-datatable-row-expansion)');
/** The results table's column headers as shown. */
export const resultHeaders = (page: Page) => page.locator('.results-table thead th').allInnerTexts();

/** Search with the form as it stands and wait for the results table. */
export async function searchResults(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Search' }).click();
  await page.locator('.results-table').waitFor();
}

/**
 * Waits for the next frame and for every finite animation or transition (a dialog fading in, a panel
 * sliding, the loading status appearing after its delay) to end, so a check or screenshot sees the page
 * at rest. Spinners loop forever: skipped.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Resizes the viewport and waits for what the resize changes: the shell's layout for that width
 * (spec 000 §9: the menu becomes a drawer below the desktop breakpoint) and its menu's slide to end.
 */
export async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  const layout = size.width >= DESKTOP_BREAKPOINT_PX ? 'layout-desktop' : 'layout-mobile';
  await page.waitForFunction(
    (name) => {
      const shell = document.querySelector('.layout-wrapper');
      return window.innerWidth === name.width && (!shell || shell.classList.contains(name.layout));
    },
    { width: size.width, layout },
  );
  await settle(page);
}

/**
 * `settle`, then waits until every canvas on the page (the charts) draws the same pixels over three
 * frames running: a chart's drawing animation has ended. Gives up after `timeoutMs` (a chart redrawn on
 * a timer).
 */
export async function chartsAtRest(page: Page, timeoutMs = 5_000): Promise<void> {
  await settle(page);
  await page.evaluate(async (limit) => {
    const end = performance.now() + limit;
    let last = '';
    let same = 0;
    while (same < 3 && performance.now() < end) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      // Each chart drawn into a 64 px square: cheap to read every frame, and a growing bar or slice
      // still changes it.
      const now = [...document.querySelectorAll('canvas')]
        .map((canvas) => {
          const small = document.createElement('canvas');
          small.width = small.height = 64;
          const context = small.getContext('2d');
          if (!context || canvas.width === 0 || canvas.height === 0) return '';
          context.drawImage(canvas, 0, 0, 64, 64);
          return context.getImageData(0, 0, 64, 64).data.join(',');
        })
        .join('|');
      same = now === last ? same + 1 : 0;
      last = now;
    }
  }, timeoutMs);
}

/**
 * The page has loaded what it shows: no spinner, every eager picture loaded (or failed), and no
 * animation running (see `settle`).
 */
export async function pageAtRest(page: Page): Promise<void> {
  await page.locator('.p-progress-spinner').first().waitFor({ state: 'detached' });
  await page.waitForFunction(() =>
    [...document.images].every((img) => img.loading === 'lazy' || img.complete),
  );
  await settle(page);
}
