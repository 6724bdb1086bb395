import {
  PROFILE_MESSAGES as M,
  passwordFormSchema,
  type ChangePasswordBody,
  type PasswordFormValues,
} from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { CODE_INPUT, textFieldsOf } from '../../../components/form-field';
import { contractResolver } from '../../../lib/form-resolver';
import { notify } from '../../../lib/notify';
import { updatePassword } from '../api/profile-api';

const EMPTY: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '', otp: '' };

const FIELDS: readonly {
  name: keyof PasswordFormValues;
  label: string;
  autoComplete: string;
  isCode?: boolean;
}[] = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
  { name: 'otp', label: '2FA Code', autoComplete: 'one-time-code', isCode: true },
];

/** spec 002 §5 Password change, §7, §8: current and new password, confirmation and the 2FA code. */
export function PasswordForm() {
  const form = useForm({
    resolver: contractResolver(passwordFormSchema),
    defaultValues: EMPTY,
  });
  const { text } = textFieldsOf(form, 'password');
  const mutation = useMutation({
    mutationFn: (body: ChangePasswordBody) => updatePassword(body),
    onSuccess: () => {
      notify({ severity: 'success', text: M.passwordUpdated });
      form.reset(EMPTY);
    },
    // spec 002 §8: a failure shows the server's message
    onError: (error) => {
      notify({ severity: 'error', text: error.message });
      form.setValue('otp', '');
      form.setFocus('otp');
    },
  });

  return (
    <form
      noValidate
      className="profile-section"
      aria-labelledby="password-heading"
      onSubmit={form.handleSubmit(({ currentPassword, newPassword, otp }) => {
        if (!mutation.isPending) mutation.mutate({ currentPassword, newPassword, otp });
      })}
    >
      <h2 id="password-heading" className="section-title">
        Change password
      </h2>
      <p className="muted">Your other signed-in devices are signed out when the password changes.</p>
      <div className="form-grid">
        {FIELDS.map(({ name, label, autoComplete, isCode }) =>
          text(
            name,
            label,
            isCode ? { type: 'text', ...CODE_INPUT } : { type: 'password', maxLength: 256, autoComplete },
          ),
        )}
      </div>
      <div className="profile-actions">
        <Button
          type="submit"
          label="Change Password"
          icon={mutation.isPending ? 'pi pi-spin pi-spinner' : 'pi pi-lock'}
          aria-busy={mutation.isPending}
        />
      </div>
    </form>
  );
}
