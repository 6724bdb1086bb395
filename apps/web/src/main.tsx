// The app. Issue 34 (ADR 0042): the build's index.html loads it through a small loader, after the sign-in
// page's first paint where it has one (prerender-sign-in.ts). First: zod's jitless setting, before any
// chunk builds a schema (issue 17).
import './lib/zod-config';
import 'primeicons/primeicons.css';
import './styles/index.css';
import { BOOT_LOADING_ID, DEFAULT_UI_SETTINGS } from '@portal/contracts';
import { isSupportedBrowser } from '@portal/core';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadSignedIn } from './app/app-routes';
import { applyThemeLink } from './app/theme/theme-link';
import { takeBootInput } from './lib/boot-markup';
import { readStoredSession } from './lib/storage';
import { getDisplaySettings } from './lib/ui-settings-store';

// Load the stylesheet before the first paint so the page does not flash unstyled.
applyThemeLink(getDisplaySettings());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// Issue 34 (ADR 0042): the HTML's loading placeholder, shown by the boot script for any first page but
// the sign-in page, stays (the app's own first placeholder hidden under it) until the app draws anything
// else; then it goes in the same frame.
const bootLoading = document.getElementById(BOOT_LOADING_ID);
if (bootLoading?.hidden) bootLoading.remove();
else if (bootLoading) {
  const isDrawn = () => root.childElementCount > 0 && !root.querySelector(':scope > .page-loading');
  const observer = new MutationObserver(() => {
    if (!isDrawn()) return;
    observer.disconnect();
    bootLoading.remove();
  });
  observer.observe(root, { childList: true });
}

// Issue 10: the service worker keeps the app shell (src/sw/service-worker.js); built portal only.
// The app may load after the page's load event (issue 34: after the first paint).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js');
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}

// Issue 34 (ADR 0042): a signed-in adviser's shell and first page are loaded before the first render
// (the HTML's loader asked for their files with the app's), so both are drawn in it. A chunk that fails
// to load fails again when drawn, where the app's error boundary says so.
const signedInCode = readStoredSession()
  ? preloadSignedIn(window.location.pathname).catch(() => undefined)
  : Promise.resolve();

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Issue 34 (ADR 0042): where the HTML's sign-in page is still there (its boot script took it away for
// any other first page), the app takes over those very elements instead of drawing the page again. The
// build drew them with the default display settings: another input style draws other markup, and then
// the app draws its own page in #root.
const boot = document.getElementById('boot');
const isBootMarkupTheApps =
  isSupportedBrowser(navigator.userAgent) &&
  getDisplaySettings().inputStyle === DEFAULT_UI_SETTINGS.inputStyle;
if (boot) takeBootInput(boot);
// As a transition, React renders in slices and lets the browser in between (a phone's input, its frames).
void signedInCode.then(() =>
  startTransition(() => {
    if (boot && isBootMarkupTheApps) {
      hydrateRoot(boot, app);
    } else {
      boot?.remove();
      createRoot(root).render(app);
    }
  }),
);
