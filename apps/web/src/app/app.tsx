import { AUTH_MESSAGES } from '@portal/contracts';
import { isSupportedBrowser } from '@portal/core';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';

/** spec 000 §2.1: browsers other than Chrome or Safari see only the unsupported-browser message. */
export function UnsupportedBrowser() {
  return (
    <main className="unsupported-browser" role="alert">
      <p>{AUTH_MESSAGES.unsupportedBrowser}</p>
    </main>
  );
}

/**
 * The app inside a router: the browser's (App), or a fixed location's when the build draws the sign-in
 * page into index.html (src/prerender/sign-in-markup.tsx). Both draw the same markup, so the app hydrates
 * the HTML's copy (ADR 0042).
 */
export function AppTree() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}

export function App({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  if (!isSupportedBrowser(userAgent)) return <UnsupportedBrowser />;
  return (
    <BrowserRouter>
      <AppTree />
    </BrowserRouter>
  );
}
