import { EXTEND_DAYS, LINK_MESSAGES, editBodySchema, type SavedComparison } from '@portal/contracts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormField, textFieldsOf } from '../../../components/form-field';
import { textAreasOf } from '../../../components/text-area-fields';
import { contractResolver } from '../../../lib/form-resolver';
import { editComparison } from '../api/links-api';

// spec 002 §5: the dialog's part of the edit body; the link's id is added when it is sent.
const fieldsSchema = editBodySchema.omit({ id: true });
const EXTEND_OPTIONS = EXTEND_DAYS.map((d) => ({ label: d === 0 ? 'Not Needed' : `${d} days`, value: d }));

/** spec 002 §5 and §8: edit the texts and extend the expiry of a link that is not disabled. */
export function EditComparisonDialog({
  link,
  onClose,
  onSaved,
}: {
  link: SavedComparison;
  onClose: () => void;
  onSaved: () => void;
}) {
  // No extension is chosen at first: Save then asks for one (LINK_MESSAGES.extendRequired).
  const form = useForm({
    resolver: contractResolver(fieldsSchema),
    defaultValues: {
      clientName: link.clientName,
      clientDescription: link.clientDescription,
      advisorRecommendation: link.advisorRecommendation,
    },
  });
  const { errors } = form.formState;
  const [isBusy, setIsBusy] = useState(false);

  const save = form.handleSubmit(async (fields) => {
    setIsBusy(true);
    try {
      await editComparison({ id: link.uniqueID, ...fields });
      onSaved();
    } catch {
      window.alert(LINK_MESSAGES.editFailed);
    } finally {
      setIsBusy(false);
    }
  });
  const { text } = textFieldsOf(form, 'edit');
  const area = textAreasOf(form, 'edit');

  return (
    <Dialog
      header="Edit Comparison"
      visible
      onHide={onClose}
      breakpoints={{ '640px': '95vw' }}
      style={{ width: '32rem' }}
    >
      <form noValidate onSubmit={(event) => void save(event)}>
        {text('clientName', "Client's name on comparison")}
        {area('clientDescription', 'Client description', { rows: 3 })}
        {area('advisorRecommendation', 'Advisor recommendation', { rows: 3 })}
        <FormField id="edit-extend" label="Extend by" error={errors.extend?.message}>
          <Controller
            control={form.control}
            name="extend"
            render={({ field }) => (
              <Dropdown
                inputId="edit-extend"
                value={field.value ?? null}
                options={EXTEND_OPTIONS}
                placeholder="Select extension period"
                onChange={(e) => field.onChange(e.value as number)}
                aria-describedby="edit-extend-error"
              />
            )}
          />
        </FormField>
        <div className="form-actions">
          <Button type="submit" label="Save" icon="pi pi-check" loading={isBusy} />
          <Button type="button" label="Cancel" outlined onClick={onClose} />
        </div>
      </form>
    </Dialog>
  );
}
