import { AUTH_MESSAGES, formatApiError, RESET_MESSAGES, resetFormSchema } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useParams } from 'react-router';
import { ApiError, NETWORK_DEV_CODE } from '../../../lib/api-client';
import { CODE_INPUT, textFieldsOf } from '../../../components/form-field';
import { contractResolver } from '../../../lib/form-resolver';
import { updatePassword } from '../api/auth-api';
import { useResetTokenCheck } from '../api/auth-queries';
import { AuthLayout } from './auth-layout';
import type { ResetLinkNoticeState } from './reset-link-notice';
import { useRedirectHomeWhen } from './use-redirect-home';

/** Issue 9: a reset screen that cannot go on always leaves a way back to sign-in. */
function BackToSignIn() {
  return (
    <div className="form-actions">
      <Link to="/" className="auth-link">
        Back to sign in
      </Link>
    </div>
  );
}

/** spec 000 §2.1: without a token the page is titled 'No Token' and says 'Invalid Token'. */
function NoToken() {
  useEffect(() => {
    document.title = RESET_MESSAGES.noTokenTitle;
  }, []);
  return (
    <AuthLayout subtitle="Reset your password">
      <Card className="auth-card">
        <h2 className="section-title">{RESET_MESSAGES.noTokenTitle}</h2>
        <Message severity="error" text={RESET_MESSAGES.invalidToken} className="form-banner" role="alert" />
        <BackToSignIn />
      </Card>
    </AuthLayout>
  );
}

/**
 * The token could not be checked (no answer, or a token the server refuses to look at): nothing says
 * it is dead, so the page stays, says why, and leaves the way back.
 */
function CheckFailed({ error }: { error: unknown }) {
  const text = !(error instanceof ApiError)
    ? RESET_MESSAGES.invalidToken
    : error.devCode === NETWORK_DEV_CODE
      ? AUTH_MESSAGES.backendDown
      : error.status === 400
        ? RESET_MESSAGES.invalidToken
        : formatApiError(error);
  return (
    <AuthLayout subtitle="Reset your password">
      <Card className="auth-card">
        <h2 className="section-title">Reset password</h2>
        <Message severity="error" text={text} className="form-banner" role="alert" />
        <BackToSignIn />
      </Card>
    </AuthLayout>
  );
}

function ResetForm({ token, name }: { token: string; name: string }) {
  const form = useForm({
    resolver: contractResolver(resetFormSchema),
    defaultValues: { password: '', confirmedPassword: '', otp: '' },
  });
  const { text } = textFieldsOf(form, 'reset', { className: 'w-full' });
  const mutation = useMutation({ mutationFn: updatePassword });
  useRedirectHomeWhen(mutation.isSuccess || mutation.isError);

  if (mutation.isSuccess || mutation.isError) {
    return mutation.isSuccess ? (
      <Message severity="success" text={RESET_MESSAGES.success} className="form-banner" role="status" />
    ) : (
      <Message severity="error" text={RESET_MESSAGES.failure} className="form-banner" role="alert" />
    );
  }
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={form.handleSubmit(({ password, otp }) => mutation.mutate({ password, otp, token }))}
    >
      <p className="muted">Hello {name}, choose a new password and key in your 2FA code.</p>
      {text('password', 'New Password', { type: 'password', autoComplete: 'new-password' })}
      {text('confirmedPassword', 'Confirm Password', { type: 'password', autoComplete: 'new-password' })}
      {text('otp', '2FA Code', { type: 'text', ...CODE_INPUT })}
      <Button
        type="submit"
        label="Reset Password"
        icon="pi pi-key"
        loading={mutation.isPending}
        className="w-full"
      />
    </form>
  );
}

/**
 * spec 000 §2.1 /resetPassword/{token}; §4.1 step 7: a used or expired token goes back to '/', where the
 * sign-in page says which (issue 31).
 */
export function ResetPasswordPage() {
  const { token } = useParams();
  const check = useResetTokenCheck(token);

  useEffect(() => {
    if (token) document.title = 'Reset Password | Adviser Portal';
  }, [token]);

  if (!token) return <NoToken />;
  if (check.isPending) {
    return (
      <AuthLayout subtitle="Reset your password">
        <ProgressSpinner aria-label="Checking the link" />
      </AuthLayout>
    );
  }
  if (check.isError) return <CheckFailed error={check.error} />;
  const details = check.data?.details;
  const isUsable =
    check.data?.success === true &&
    details !== undefined &&
    !details.isUsed &&
    Date.parse(details.expiry) > Date.now();
  if (!isUsable) {
    // An unknown token reads as expired: the page never says whether a token was ever issued.
    const notice: ResetLinkNoticeState = { resetLink: details?.isUsed ? 'used' : 'expired' };
    return <Navigate to="/" replace state={notice} />;
  }
  return (
    <AuthLayout subtitle="Reset your password">
      <Card className="auth-card">
        <h2 className="section-title">Reset password</h2>
        <ResetForm token={token} name={details.name} />
      </Card>
    </AuthLayout>
  );
}
