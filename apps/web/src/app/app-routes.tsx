import { lazy, Suspense, useEffect, useRef } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { readPendingChallenge } from '../lib/storage';
import { useFocusHeadingOnNavigation } from './focus-page-heading';
import { useSession } from './use-session';

// Issue 10: only the sign-in page comes with the first download; the 2FA step, the reset pages and the
// signed-in shell (menu, settings, the pages' chunks) load when they are first shown.
const OtpPage = lazy(async () => ({
  default: (await import('../features/auth/components/otp-page')).OtpPage,
}));
const ForgotPasswordPage = lazy(async () => ({
  default: (await import('../features/auth/components/forgot-password-page')).ForgotPasswordPage,
}));
const ResetPasswordPage = lazy(async () => ({
  default: (await import('../features/auth/components/reset-password-page')).ResetPasswordPage,
}));
const appShell = preloadableLazy(async () => (await import('./shell/app-shell')).AppShell);
const AppShell = appShell.Component;

/** How long the first render waits for the first page's code once the shell's is there (issue 34). */
const PAGE_WAIT_MS = 200;

/**
 * Issue 34 (ADR 0042): a signed-in adviser's shell and first page, loaded before the app's first render
 * (main.tsx), so both are drawn at once rather than each after a loading placeholder. The page's code
 * usually comes with the shell's (the HTML's loader asked for both); a page slower than that is drawn
 * inside the shell behind its loading placeholder, as a page opened later is.
 */
export async function preloadSignedIn(pathname: string): Promise<void> {
  const [, routes] = await Promise.all([appShell.preload(), import('./routes')]);
  await Promise.race([
    routes.preloadRoute(pathname),
    new Promise((resolve) => setTimeout(resolve, PAGE_WAIT_MS)),
  ]);
}

/** Signed out: sign-in at any path and the 2FA step; signed in: the shell (spec 000 §2.1, §2.2). */
export function AppRoutes() {
  const session = useSession();
  const navigate = useNavigate();
  const wasSignedIn = useRef(session !== null);
  const { pathname } = useLocation();
  // Signing in or out changes the page even where the path stays '/'.
  useFocusHeadingOnNavigation(`${session ? 'in' : 'out'}:${pathname}`);

  // A session that ends anywhere (logout, expiry, failed refresh) returns to '/' (spec 000 §4.2).
  useEffect(() => {
    if (wasSignedIn.current && !session) navigate('/', { replace: true });
    wasSignedIn.current = session !== null;
  }, [session, navigate]);

  if (!session) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/otp/*" element={<OtpPage />} />
          <Route path="/forgetPassword" element={<ForgotPasswordPage />} />
          <Route path="/resetPassword" element={<ResetPasswordPage />} />
          <Route path="/resetPassword/:token" element={<ResetPasswordPage />} />
          {/* spec 000 §2.1: after the login step, any other path shows the 2FA screen (issue 31). */}
          <Route path="*" element={readPendingChallenge() ? <OtpPage /> : <SignInPage />} />
        </Routes>
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <AppShell session={session} />
    </Suspense>
  );
}
