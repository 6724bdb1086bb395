import {
  DEFAULT_LINK_NOTICES,
  PROFILE_MESSAGES as M,
  linkNoticesSchema,
  type LinkNotices,
} from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { contractResolver } from '../../../lib/form-resolver';
import { notify } from '../../../lib/notify';
import { updateLinkNotices } from '../api/profile-api';

const CHOICES: readonly { name: keyof LinkNotices; label: string }[] = [
  { name: 'firstOpen', label: 'When a client opens a comparison for the first time' },
  { name: 'unopenedBeforeExpiry', label: 'Two days before a comparison expires unopened' },
];

/** Issue 36: the emails about published links, each on until turned off. */
export function LinkNoticesForm({
  notices = DEFAULT_LINK_NOTICES,
  onSaved,
}: {
  notices?: LinkNotices;
  onSaved: () => void;
}) {
  const form = useForm({ resolver: contractResolver(linkNoticesSchema), defaultValues: notices });
  useEffect(() => form.reset(notices), [form, notices]);
  const mutation = useMutation({
    mutationFn: updateLinkNotices,
    onSuccess: () => {
      notify({ severity: 'success', text: M.linkNoticesSaved });
      onSaved();
    },
    onError: (error) => notify({ severity: 'error', text: error.message }),
  });
  const save = form.handleSubmit((body) => {
    if (!mutation.isPending) mutation.mutate(body);
  });
  return (
    <form
      noValidate
      className="profile-section"
      aria-labelledby="link-notices-heading"
      onSubmit={(e) => void save(e)}
    >
      <h2 id="link-notices-heading" className="section-title">
        Emails about your online comparisons
      </h2>
      <fieldset className="client-page-ticks">
        <legend className="sr-only">Email me</legend>
        {CHOICES.map((choice) => (
          <div key={choice.name} className="client-page-tick">
            <Controller
              control={form.control}
              name={choice.name}
              render={({ field }) => (
                <Checkbox
                  inputId={`notice-${choice.name}`}
                  checked={field.value}
                  onChange={(e) => field.onChange(e.checked === true)}
                />
              )}
            />
            <label htmlFor={`notice-${choice.name}`}>{choice.label}</label>
          </div>
        ))}
      </fieldset>
      <p className="muted">
        Your own look through Open comparison in Online Comparisons never counts as an open.
      </p>
      <div className="profile-actions">
        <Button
          type="submit"
          label="Save Email Notices"
          icon={mutation.isPending ? 'pi pi-spin pi-spinner' : 'pi pi-check'}
          aria-busy={mutation.isPending}
        />
      </div>
    </form>
  );
}
