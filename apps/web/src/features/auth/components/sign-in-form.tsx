import { AUTH_MESSAGES, DEV_CODES, checkLoginBody, type LoginBody, type LoginReply } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { textFieldsOf } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { login, SIGN_IN_REFUSALS } from '../api/auth-api';

type SignInValues = { email: string; password: string };

/**
 * Issue 34: the contracts' loginBodySchema rules as plain checks (checkLoginBody), so the form validates
 * and submits without loading zod on a phone's first visit. The same messages as the API's.
 */
const resolver: Resolver<SignInValues, unknown, LoginBody> = (values) => {
  const checked = checkLoginBody(values);
  if (checked.body) return { values: checked.body, errors: {} };
  const errors: FieldErrors<SignInValues> = {};
  for (const [field, message] of Object.entries(checked.errors))
    errors[field as keyof SignInValues] = { type: 'validate', message };
  return { values: {}, errors };
};

type SignInFormProps = { onChallenge: (reply: LoginReply) => void };

export function SignInForm({ onChallenge }: SignInFormProps) {
  const form = useForm({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const { text } = textFieldsOf(form, 'login', { className: 'w-full' });
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
      {text('email', 'Email', { type: 'email', autoComplete: 'username' })}
      {text('password', 'Password', { type: 'password', autoComplete: 'current-password' })}
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
