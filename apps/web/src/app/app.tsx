import { AUTH_MESSAGES } from '@portal/contracts';
import { isSupportedBrowser } from '@portal/core';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { useReplaceBootMarkup } from '../lib/boot-markup';
import { AppProviders } from './providers';

/** spec 000 §2.1: browsers other than Chrome or Safari see only the unsupported-browser message. */
export function UnsupportedBrowser() {
  useReplaceBootMarkup();
  return (
    <main className="unsupported-browser" role="alert">
      <p>{AUTH_MESSAGES.unsupportedBrowser}</p>
    </main>
  );
}

export function App({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  if (!isSupportedBrowser(userAgent)) return <UnsupportedBrowser />;
  return (
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
