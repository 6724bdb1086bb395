import { useEffect, useRef } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { OtpPage } from '../features/auth/components/otp-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { AppShell } from './shell/app-shell';
import { useSession } from './use-session';

/** Signed out: sign-in at any path and the 2FA step; signed in: the shell (spec 000 §2.1, §2.2). */
export function AppRoutes() {
  const session = useSession();
  const navigate = useNavigate();
  const wasSignedIn = useRef(session !== null);

  // A session that ends anywhere (logout, expiry, failed refresh) returns to '/' (spec 000 §4.2).
  useEffect(() => {
    if (wasSignedIn.current && !session) navigate('/', { replace: true });
    wasSignedIn.current = session !== null;
  }, [session, navigate]);

  if (!session) {
    return (
      <Routes>
        <Route path="/otp/*" element={<OtpPage />} />
        <Route path="/forgetPassword" element={<ForgotPasswordPage />} />
        <Route path="/resetPassword" element={<ResetPasswordPage />} />
        <Route path="/resetPassword/:token" element={<ResetPasswordPage />} />
        <Route path="*" element={<SignInPage />} />
      </Routes>
    );
  }
  return <AppShell session={session} />;
}
