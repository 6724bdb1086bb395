import {
  AUTH_MESSAGES,
  OTP_COUNTDOWN_SECONDS,
  type LoginReply,
  type RegistrationReply,
} from '@portal/contracts';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { TabPanel, TabView } from 'primereact/tabview';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notifyStickyError } from '../../../lib/notify';
import { useRestoreBootInput } from '../../../lib/boot-markup';
import { getSessionEndReason } from '../../../lib/session';
import { writePendingChallenge } from '../../../lib/storage';
import { useReady } from '../api/auth-queries';
import { AuthLayout } from './auth-layout';
import './sign-in-page.css';
import { RegistrationForm } from './registration-form';
import { resetLinkMessageOf } from './reset-link-notice';
import { SignInForm } from './sign-in-form';

/** spec 000 §2.1: `/` and any other signed-out path. */
export function SignInPage() {
  // Issue 34: the app hydrates the sign-in page painted from the HTML; what was typed into it stays.
  useRestoreBootInput();
  const navigate = useNavigate();
  const [activeIndex, setActiveIndex] = useState(0);
  const ready = useReady();
  const isBackendDown = ready.isError || ready.data?.ready === false;
  // spec 000 §8: a session that ran out says so here, instead of dropping the adviser here silently.
  const [isSessionExpired] = useState(() => getSessionEndReason() === 'expired');
  const resetLinkMessage = resetLinkMessageOf(useLocation().state);

  useEffect(() => {
    if (isBackendDown) notifyStickyError(AUTH_MESSAGES.backendDown);
  }, [isBackendDown]);

  const goToOtp = (reply: LoginReply | RegistrationReply) => {
    writePendingChallenge({
      id: reply.id,
      qrCodeSetupReq: reply.qrCodeSetupReq,
      qrCodeDataURL: reply.qrCodeDataURL,
      otpauthUrl: reply.otpauthUrl,
      // spec 000 §4.1: the 300 s countdown runs unless the adviser is setting up the authenticator
      deadlineMs: reply.qrCodeSetupReq ? null : Date.now() + OTP_COUNTDOWN_SECONDS * 1000,
    });
    navigate('/otp');
  };

  return (
    <AuthLayout>
      <Card className="auth-card">
        {isSessionExpired ? (
          <Message
            severity="warn"
            text={AUTH_MESSAGES.sessionExpired}
            className="form-banner session-expired-banner"
            role="alert"
          />
        ) : null}
        {resetLinkMessage ? (
          <Message severity="warn" text={resetLinkMessage} className="form-banner" role="alert" />
        ) : null}
        <TabView activeIndex={activeIndex} onTabChange={(e) => setActiveIndex(e.index)} className="auth-tabs">
          <TabPanel header="Sign In" leftIcon="pi pi-sign-in mr-2">
            <SignInForm onChallenge={(reply) => reply.validLogin && goToOtp(reply)} />
          </TabPanel>
          <TabPanel header="Register" leftIcon="pi pi-user-plus mr-2">
            <RegistrationForm onRegistered={goToOtp} />
          </TabPanel>
        </TabView>
      </Card>
    </AuthLayout>
  );
}
