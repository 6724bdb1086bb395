import {
  dependentFormSchema,
  GENDERS,
  RELATIONSHIPS,
  type Dependent,
  type DependentFormValues,
} from '@portal/contracts';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { textFieldsOf } from '../../../components/form-field';
import { textAreasOf } from '../../../components/text-area-fields';
import { contractResolver } from '../../../lib/form-resolver';
import { radioFieldsOf } from './radio-field';

const EMPTY: DependentFormValues = {
  name: '',
  gender: '',
  relationship: '',
  age: '',
  yearsToSupport: '',
  remarks: '',
};

const valuesOf = (d: Dependent | null): DependentFormValues =>
  d ? { ...d, age: String(d.age), yearsToSupport: String(d.yearsToSupport) } : EMPTY;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type DependentFormProps = { initial: Dependent | null; onSave: (d: Dependent) => void; onCancel: () => void };

/** spec 002 §5: a dependent; name, gender, relationship, age >= 0 and years to support >= 0 required. */
export function DependentForm({ initial, onSave, onCancel }: DependentFormProps) {
  const form = useForm({
    resolver: contractResolver(dependentFormSchema),
    defaultValues: valuesOf(initial),
  });
  const radio = radioFieldsOf(form, 'lg-dependent');
  const { text } = textFieldsOf(form, 'lg-dependent', { autoComplete: 'off', className: 'w-full' });
  const area = textAreasOf(form, 'lg-dependent');

  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)} className="lg-dialog-form">
      <div className="lg-grid">
        {text('name', 'Name')}
        {radio('gender', 'Gender', GENDERS)}
        {radio('relationship', 'Relationship', RELATIONSHIPS, { labelOf: capitalised })}
        {text('age', 'Age', { inputMode: 'numeric' })}
        {text('yearsToSupport', 'Years to Support', { inputMode: 'numeric' })}
        {area('remarks', 'Remarks (optional)', { rows: 2, className: 'w-full' })}
      </div>
      <div className="lg-actions lg-actions-end">
        <Button type="button" label="Cancel" text onClick={onCancel} />
        <Button type="submit" label={initial ? 'Save Dependent' : 'Add Dependent'} icon="pi pi-check" />
      </div>
    </form>
  );
}
