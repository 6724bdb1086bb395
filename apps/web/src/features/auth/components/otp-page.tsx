import { AUTH_MESSAGES, DEV_CODES, verifyOtpBodySchema } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { CODE_INPUT, textFieldsOf } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/form-resolver';
import { clearNotices, notifyStickyError } from '../../../lib/notify';
import { startSession } from '../../../lib/session';
import { clearPendingChallenge, readPendingChallenge } from '../../../lib/storage';
import { verifyOtp } from '../api/auth-api';
import { AuthLayout } from './auth-layout';
import { OtpCountdown } from './otp-countdown';
import { OtpSetup } from './otp-setup';

const otpFormSchema = verifyOtpBodySchema.pick({ otp: true });

/** spec 000 §2.1 and §4.1: the 2FA step after sign-in or registration. */
export function OtpPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [challenge] = useState(readPendingChallenge);
  const form = useForm({ resolver: contractResolver(otpFormSchema), defaultValues: { otp: '' } });
  const { text } = textFieldsOf(form, 'otp');

  const leave = useCallback(() => {
    clearPendingChallenge();
    navigate('/', { replace: true });
  }, [navigate]);

  const mutation = useMutation({
    mutationFn: verifyOtp,
    onSuccess: (reply) => {
      clearNotices();
      clearPendingChallenge();
      // spec 000 §2.1: the 2FA screen shows at /otp or at the path the adviser asked for; verified at a
      // deep path, the adviser stays on it and the page opens there (issue 31).
      if (pathname.startsWith('/otp')) navigate('/', { replace: true });
      startSession(reply);
    },
    onError: (err) => {
      if (!(err instanceof ApiError)) return;
      if (err.devCode === DEV_CODES.invalidOtp) {
        // spec 000 §4.1: a failed 2FA shows a sticky error and resets the form
        notifyStickyError(AUTH_MESSAGES.otpInvalid);
        form.reset({ otp: '' });
        form.setFocus('otp');
      } else if (err.devCode === DEV_CODES.challengeExpired) {
        notifyStickyError(err.message);
        leave();
      }
    },
  });

  if (!challenge) return <Navigate to="/" replace />;

  return (
    <AuthLayout subtitle="Two-factor authentication">
      <Card className="auth-card otp-card">
        {challenge.qrCodeSetupReq ? (
          <OtpSetup qrCodeDataURL={challenge.qrCodeDataURL} otpauthUrl={challenge.otpauthUrl} />
        ) : (
          <>
            <h2 className="section-title">Enter your 2FA code</h2>
            <p className="muted">
              Open your authenticator app and key in the 6-digit code for Adviser Portal.
            </p>
            {challenge.deadlineMs !== null ? (
              <OtpCountdown deadlineMs={challenge.deadlineMs} onElapsed={leave} />
            ) : null}
          </>
        )}
        <form
          className="auth-form"
          noValidate
          onSubmit={form.handleSubmit(({ otp }) => mutation.mutate({ otp, id: challenge.id }))}
        >
          {text('otp', '2FA Code', {
            id: 'otp-code',
            ...CODE_INPUT,
            autoFocus: true,
            className: 'w-full otp-input',
          })}
          <div className="form-actions">
            <Button type="button" label="Back to sign in" icon="pi pi-arrow-left" text onClick={leave} />
            <Button type="submit" label="Verify" icon="pi pi-check" loading={mutation.isPending} />
          </div>
        </form>
      </Card>
    </AuthLayout>
  );
}
