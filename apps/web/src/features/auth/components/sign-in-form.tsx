import { AUTH_MESSAGES, DEV_CODES, type LoginReply } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { fieldA11y, FormField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { loadAuthChecks, login, SIGN_IN_REFUSALS } from '../api/auth-api';

// The contracts' loginBodySchema, loaded at the first validation (issue 10, ADR 0026).
const resolver = lazyResolver(async () => (await loadAuthChecks()).loginResolver);

type SignInFormProps = { onChallenge: (reply: LoginReply) => void };

export function SignInForm({ onChallenge }: SignInFormProps) {
  const form = useForm({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const mutation = useMutation({ mutationFn: login, onSuccess: onChallenge });
  const isInvalidLogin =
    (mutation.error instanceof ApiError && mutation.error.devCode === DEV_CODES.invalidCredentials) ||
    mutation.data?.validLogin === false;
  // Membership ended, account disabled or throttled: the server's message says why (issue 3).
  const refusal =
    mutation.error instanceof ApiError && !isInvalidLogin && SIGN_IN_REFUSALS.includes(mutation.error.devCode)
      ? mutation.error.message
      : null;

  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit((body) => mutation.mutate(body))}>
      {isInvalidLogin ? (
        <Message severity="error" text={AUTH_MESSAGES.loginInvalid} className="form-banner" role="alert" />
      ) : null}
      {refusal ? <Message severity="warn" text={refusal} className="form-banner" role="alert" /> : null}
      <FormField id="login-email" label="Email" error={errors.email?.message}>
        <InputText
          {...fieldA11y('login-email', errors.email?.message)}
          {...form.register('email')}
          type="email"
          autoComplete="username"
          className="w-full"
        />
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        <InputText
          {...fieldA11y('login-password', errors.password?.message)}
          {...form.register('password')}
          type="password"
          autoComplete="current-password"
          className="w-full"
        />
      </FormField>
      <Button
        type="submit"
        label="Sign In"
        icon="pi pi-sign-in"
        loading={mutation.isPending}
        className="w-full"
      />
      <Link to="/forgetPassword" className="auth-link">
        Forgot password?
      </Link>
    </form>
  );
}
