import { DEV_CODES, PROFILE_MESSAGES as M, updateInfoBodySchema } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { textFieldsOf } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/form-resolver';
import { notify } from '../../../lib/notify';
import { updateUserDetails } from '../../../lib/session';
import { updateInfo } from '../api/profile-api';

/** spec 002 §2, §4, §5, §8: name and mobile, read-only until Edit is toggled; updateInfo. */
export function InfoForm({ name, mobile, onSaved }: { name: string; mobile: string; onSaved: () => void }) {
  const [isEditing, setIsEditing] = useState(false);
  const form = useForm({
    resolver: contractResolver(updateInfoBodySchema),
    defaultValues: { name, mobile },
  });
  const { text } = textFieldsOf(form, 'info', { readOnly: !isEditing });
  useEffect(() => {
    if (!isEditing) form.reset({ name, mobile });
  }, [form, isEditing, name, mobile]);

  const stopEditing = () => {
    setIsEditing(false);
    // the Edit button takes the place of Save and Cancel; focus follows it
    setTimeout(() => document.getElementById('info-edit')?.focus());
  };
  const mutation = useMutation({
    mutationFn: updateInfo,
    onSuccess: (_reply, body) => {
      notify({ severity: 'success', text: M.infoUpdated });
      updateUserDetails({ name: String(body.name), mobile: String(body.mobile) });
      onSaved();
      stopEditing();
    },
    onError: (error) => {
      const isUnchanged = error instanceof ApiError && error.devCode === DEV_CODES.noChange;
      notify({ severity: isUnchanged ? 'info' : 'error', text: isUnchanged ? M.noChange : M.infoFailed });
    },
  });
  const save = form.handleSubmit((body) => {
    // spec 002 §5: unchanged values are refused with the spec's message (its wording, 'password' included)
    if (body.name === name && body.mobile === mobile) {
      notify({ severity: 'info', text: M.noChange });
      return;
    }
    if (!mutation.isPending) mutation.mutate(body);
  });

  return (
    <form
      noValidate
      className="profile-section info-form"
      onSubmit={(e) => void save(e)}
      aria-labelledby="info-heading"
    >
      <h2 id="info-heading" className="section-title">
        Personal details
      </h2>
      <div className="form-grid">
        {text('name', 'Preferred Name', { autoComplete: 'nickname' })}
        {text('mobile', 'Mobile', {
          hint: '8 digits starting with 6, 8 or 9',
          type: 'tel',
          autoComplete: 'tel-national',
        })}
      </div>
      <div className="profile-actions">
        {/* Issue 31: distinct keys, so React never turns the clicked Edit element into the submit button;
            a browser would then run the submit as the click's default action ('No change ...'). */}
        {isEditing ? (
          <>
            <Button
              key="save"
              type="submit"
              label="Save"
              icon={mutation.isPending ? 'pi pi-spin pi-spinner' : 'pi pi-check'}
              aria-busy={mutation.isPending}
              // the second click of a double click on Edit lands here, where Edit was: not a Save
              onClick={(e) => {
                if (e.detail > 1) e.preventDefault();
              }}
            />
            <Button key="cancel" type="button" label="Cancel" outlined onClick={stopEditing} />
          </>
        ) : (
          <Button
            key="edit"
            id="info-edit"
            type="button"
            label="Edit"
            icon="pi pi-pencil"
            outlined
            onClick={() => {
              setIsEditing(true);
              setTimeout(() => form.setFocus('name'));
            }}
          />
        )}
      </div>
    </form>
  );
}
