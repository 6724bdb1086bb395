import {
  PROFILE_MESSAGES as M,
  SOCIAL_FIELDS,
  SOCIAL_LABELS,
  socialLinksBodySchema,
  type SocialLinks,
} from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { textFieldsOf } from '../../../components/form-field';
import { contractResolver } from '../../../lib/form-resolver';
import { notify } from '../../../lib/notify';
import { updateSocialLinks } from '../api/profile-api';

/** spec 002 §3, §5, §8, §9: the eight social links, each optional, trimmed, http or https (issue 31). */
export function SocialLinksForm({ links, onSaved }: { links: SocialLinks; onSaved: () => void }) {
  const form = useForm({
    resolver: contractResolver(socialLinksBodySchema),
    defaultValues: links,
  });
  const { text } = textFieldsOf(form, 'social', { type: 'url', inputMode: 'url', placeholder: 'https://' });
  useEffect(() => form.reset(links), [form, links]);
  const mutation = useMutation({
    mutationFn: updateSocialLinks,
    onSuccess: () => {
      notify({ severity: 'success', text: M.socialUpdated });
      onSaved();
    },
    // spec 002 §8: a failure shows the server's message
    onError: (error) => notify({ severity: 'error', text: error.message }),
  });

  return (
    <form
      noValidate
      className="profile-section"
      aria-labelledby="social-heading"
      onSubmit={form.handleSubmit((body) => {
        if (!mutation.isPending) mutation.mutate(body);
      })}
    >
      <h2 id="social-heading" className="section-title">
        Social media
      </h2>
      <p className="muted">
        Shown on the pages your clients open. Each is optional; use the full address, starting https:// or
        http://.
      </p>
      <div className="form-grid">{SOCIAL_FIELDS.map((field) => text(field, SOCIAL_LABELS[field]))}</div>
      <div className="profile-actions">
        <Button
          type="submit"
          label="Save Social Media"
          icon={mutation.isPending ? 'pi pi-spin pi-spinner' : 'pi pi-check'}
          aria-busy={mutation.isPending}
        />
      </div>
    </form>
  );
}
