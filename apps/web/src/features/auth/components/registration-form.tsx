import {
  AUTH_MESSAGES,
  DEV_CODES,
  type registrationBodySchema,
  type RegistrationReply,
} from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { textFieldsOf } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { loadAuthChecks, register as registerAdviser } from '../api/auth-api';

type RegistrationFormValues = z.input<typeof registrationBodySchema>;

type FieldSpec = {
  name: keyof RegistrationFormValues;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete: string;
  hint?: string;
};

// spec 000 §2.1: the registration form's fields, in order.
const FIELDS: readonly FieldSpec[] = [
  { name: 'invitationCode', label: 'Registration Code', autoComplete: 'off' },
  { name: 'rnfName', label: 'RNF Name', autoComplete: 'name' },
  { name: 'rnf', label: 'RNF Number', autoComplete: 'off' },
  { name: 'name', label: 'Preferred Name', autoComplete: 'nickname' },
  {
    name: 'mobile',
    label: 'Mobile',
    type: 'tel',
    autoComplete: 'tel-national',
    hint: '8 digits starting with 6, 8 or 9',
  },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmedPassword', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
];

const EMPTY_VALUES = Object.fromEntries(FIELDS.map((f) => [f.name, ''])) as RegistrationFormValues;

// The contracts' registrationBodySchema, loaded at the first validation (issue 10, ADR 0026).
const resolver = lazyResolver(async () => (await loadAuthChecks()).registrationResolver);

type RegistrationFormProps = { onRegistered: (reply: RegistrationReply) => void };

export function RegistrationForm({ onRegistered }: RegistrationFormProps) {
  const form = useForm({
    resolver,
    defaultValues: EMPTY_VALUES,
  });
  const { text } = textFieldsOf(form, 'registration', { className: 'w-full' });
  const mutation = useMutation({ mutationFn: registerAdviser, onSuccess: onRegistered });
  const isInvalidRegistration =
    mutation.error instanceof ApiError && mutation.error.devCode === DEV_CODES.invalidRegistration;

  return (
    <form
      className="auth-form registration-form"
      noValidate
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      {isInvalidRegistration ? (
        <Message
          severity="error"
          text={AUTH_MESSAGES.registrationInvalid}
          className="form-banner"
          role="alert"
        />
      ) : null}
      <div className="form-grid">
        {FIELDS.map(({ name, label, type = 'text', autoComplete, hint }) =>
          text(name, label, { type, autoComplete, hint }),
        )}
      </div>
      <Button
        type="submit"
        label="Register"
        icon="pi pi-user-plus"
        loading={mutation.isPending}
        className="w-full"
      />
    </form>
  );
}
