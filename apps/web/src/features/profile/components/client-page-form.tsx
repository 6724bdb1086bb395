import {
  MAX_TITLE_LENGTH,
  PROFILE_MESSAGES as M,
  clientPageSettingsSchema,
  type ClientPageSettings,
  type Picture,
} from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { textFieldsOf } from '../../../components/form-field';
import { PicturePicker } from '../../../components/picture-picker';
import { contractResolver } from '../../../lib/form-resolver';
import { notify } from '../../../lib/notify';
import { updateClientPage } from '../api/profile-api';

type Tick = 'showPicture' | 'showName' | 'showTitle' | 'showRnf' | 'showMobile' | 'showEmail';
const TICKS: readonly { name: Tick; label: string }[] = [
  { name: 'showPicture', label: 'Profile picture' },
  { name: 'showName', label: 'Name' },
  { name: 'showTitle', label: 'Title' },
  { name: 'showRnf', label: 'RNF number' },
  { name: 'showMobile', label: 'Mobile number' },
  { name: 'showEmail', label: 'Email address' },
];

type ClientPageFormProps = { settings: ClientPageSettings; avatars: readonly Picture[]; onSaved: () => void };

/** Issue 14: what the page a client opens shows of the adviser, each detail only when ticked. */
export function ClientPageForm({ settings, avatars, onSaved }: ClientPageFormProps) {
  const form = useForm({
    resolver: contractResolver(clientPageSettingsSchema),
    defaultValues: settings,
  });
  const { text } = textFieldsOf(form, 'client');
  useEffect(() => form.reset(settings), [form, settings]);
  const [showPicture, showTitle] = useWatch({ control: form.control, name: ['showPicture', 'showTitle'] });
  const mutation = useMutation({
    mutationFn: updateClientPage,
    onSuccess: () => {
      notify({ severity: 'success', text: M.clientPageSaved });
      onSaved();
    },
    onError: (error) => notify({ severity: 'error', text: error.message }),
  });
  const save = form.handleSubmit((body) => {
    // a ticked picture with none chosen shows the main (first) one
    const picture = body.showPicture ? (body.picture ?? avatars[0]?.fileName ?? null) : body.picture;
    if (!mutation.isPending) mutation.mutate({ ...body, picture });
  });

  return (
    <form
      noValidate
      className="profile-section"
      aria-labelledby="client-page-heading"
      onSubmit={(e) => void save(e)}
    >
      <h2 id="client-page-heading" className="section-title">
        On your client pages
      </h2>
      <p className="muted">
        Tick what a client sees of you on the comparisons you publish, so they know who to call.
      </p>
      <fieldset className="client-page-ticks">
        <legend className="sr-only">Details to show</legend>
        {TICKS.map((tick) => (
          <div key={tick.name} className="client-page-tick">
            <Controller
              control={form.control}
              name={tick.name}
              render={({ field }) => (
                <Checkbox
                  inputId={`client-${tick.name}`}
                  checked={field.value}
                  onChange={(e) => field.onChange(e.checked === true)}
                />
              )}
            />
            <label htmlFor={`client-${tick.name}`}>{tick.label}</label>
          </div>
        ))}
      </fieldset>
      {showPicture && avatars.length > 0 ? (
        <Controller
          control={form.control}
          name="picture"
          render={({ field }) => (
            <PicturePicker
              label="Picture for client pages"
              name="client-picture"
              urls={avatars.map((p) => p.url)}
              value={avatars.find((p) => p.fileName === (field.value ?? avatars[0]?.fileName))?.url ?? ''}
              onChange={(url) => field.onChange(avatars.find((p) => p.url === url)?.fileName ?? null)}
            />
          )}
        />
      ) : null}
      {showPicture && avatars.length === 0 ? (
        <p className="muted">Upload a profile picture in the Profile Pic tab first.</p>
      ) : null}
      {showTitle
        ? text('title', 'Title', {
            hint: 'e.g. Financial Adviser Representative',
            maxLength: MAX_TITLE_LENGTH,
          })
        : null}
      <div className="profile-actions">
        <Button
          type="submit"
          label="Save Client Page"
          icon={mutation.isPending ? 'pi pi-spin pi-spinner' : 'pi pi-check'}
          aria-busy={mutation.isPending}
        />
      </div>
    </form>
  );
}
