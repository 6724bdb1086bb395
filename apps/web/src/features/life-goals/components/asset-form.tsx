import { assetFormSchema, type Asset, type AssetFormValues } from '@portal/contracts';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { textFieldsOf } from '../../../components/form-field';
import { contractResolver } from '../../../lib/form-resolver';

const EMPTY: AssetFormValues = { description: '', value: '' };

type AssetFormProps = { initial: Asset | null; onSave: (a: Asset) => void; onCancel?: () => void };

/** spec 002 §5 Assets: description required; value >= 1. */
export function AssetForm({ initial, onSave, onCancel }: AssetFormProps) {
  const form = useForm({
    resolver: contractResolver(assetFormSchema),
    defaultValues: initial ? { description: initial.description, value: String(initial.value) } : EMPTY,
  });
  const { text } = textFieldsOf(form, 'lg-asset', { autoComplete: 'off', className: 'w-full' });
  return (
    <form
      noValidate
      className="lg-dialog-form"
      aria-label={initial ? 'Edit asset' : 'Add asset'}
      onSubmit={form.handleSubmit((asset) => {
        onSave(asset);
        form.reset(EMPTY);
      })}
    >
      <div className="lg-grid">
        {text('description', 'Description')}
        {text('value', 'Value ($)', { inputMode: 'decimal' })}
      </div>
      <div className="lg-actions lg-actions-end">
        {onCancel ? <Button type="button" label="Cancel Edit" text onClick={onCancel} /> : null}
        <Button type="submit" label={initial ? 'Save Asset' : 'Add Asset'} icon="pi pi-check" />
      </div>
    </form>
  );
}
