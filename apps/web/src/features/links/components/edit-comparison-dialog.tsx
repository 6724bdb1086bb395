import { EXTEND_DAYS, LINK_MESSAGES, editBodySchema, type SavedComparison } from '@portal/contracts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { fieldA11y, FormField } from '../../../components/form-field';
import { editComparison } from '../api/links-api';

type Fields = { clientName: string; clientDescription: string; advisorRecommendation: string };
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
  const [fields, setFields] = useState<Fields>({
    clientName: link.clientName,
    clientDescription: link.clientDescription,
    advisorRecommendation: link.advisorRecommendation,
  });
  const [extend, setExtend] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isBusy, setIsBusy] = useState(false);

  const save = async () => {
    const parsed = editBodySchema.safeParse({ id: link.uniqueID, ...fields, extend: extend ?? undefined });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setIsBusy(true);
    try {
      await editComparison(parsed.data);
      onSaved();
    } catch {
      window.alert(LINK_MESSAGES.editFailed);
    } finally {
      setIsBusy(false);
    }
  };
  const text = (key: keyof Fields, label: string, isLong = false) => {
    const props = {
      ...fieldA11y(`edit-${key}`, errors[key]),
      value: fields[key],
      onChange: (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value })),
    };
    return (
      <FormField id={`edit-${key}`} label={label} error={errors[key]}>
        {isLong ? <InputTextarea rows={3} autoResize {...props} /> : <InputText {...props} />}
      </FormField>
    );
  };

  return (
    <Dialog
      header="Edit Comparison"
      visible
      onHide={onClose}
      breakpoints={{ '640px': '95vw' }}
      style={{ width: '32rem' }}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {text('clientName', "Client's name on comparison")}
        {text('clientDescription', 'Client description', true)}
        {text('advisorRecommendation', 'Advisor recommendation', true)}
        <FormField id="edit-extend" label="Extend by" error={errors.extend}>
          <Dropdown
            inputId="edit-extend"
            value={extend}
            options={EXTEND_OPTIONS}
            placeholder="Select extension period"
            onChange={(e) => setExtend(e.value as number)}
            aria-describedby="edit-extend-error"
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
