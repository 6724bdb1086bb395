import { RESET_MESSAGES, resetPasswordBodySchema } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CODE_INPUT, textFieldsOf } from '../../../components/form-field';
import { contractResolver } from '../../../lib/form-resolver';
import { requestPasswordReset } from '../api/auth-api';
import { AuthLayout } from './auth-layout';
import { useRedirectHomeWhen } from './use-redirect-home';

/**
 * spec 000 §2.1 /forgetPassword: email and 2FA code. Whatever the server answers - unknown email, wrong
 * code, mail server down - the screen is the same (issue 3), so it reveals nothing about the account.
 */
export function ForgotPasswordPage() {
  const form = useForm({
    resolver: contractResolver(resetPasswordBodySchema),
    defaultValues: { email: '', otp: '' },
  });
  const { text } = textFieldsOf(form, 'forgot', { className: 'w-full' });
  const mutation = useMutation({ mutationFn: requestPasswordReset });
  const isDone = mutation.isSuccess || mutation.isError;
  useRedirectHomeWhen(isDone);

  useEffect(() => {
    document.title = 'Forgot Password | Adviser Portal';
  }, []);

  return (
    <AuthLayout subtitle="Reset your password">
      <Card className="auth-card">
        <h2 className="section-title">Forgot password</h2>
        {isDone ? (
          <Message severity="info" text={RESET_MESSAGES.requested} className="form-banner" role="status" />
        ) : (
          <form
            className="auth-form"
            noValidate
            onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
          >
            <p className="muted">
              Key in your email and the 2FA code from your authenticator app; we will email you a link.
            </p>
            {text('email', 'Email', { type: 'email', autoComplete: 'username' })}
            {text('otp', '2FA Code', CODE_INPUT)}
            <div className="form-actions">
              <Link to="/" className="auth-link">
                Back to sign in
              </Link>
              <Button
                type="submit"
                label="Send reset link"
                icon="pi pi-envelope"
                loading={mutation.isPending}
              />
            </div>
          </form>
        )}
      </Card>
    </AuthLayout>
  );
}
