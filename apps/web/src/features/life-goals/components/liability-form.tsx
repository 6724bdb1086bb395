import {
  liabilityFormSchema,
  PAYOUT_TYPE_LABELS,
  PAYOUT_TYPES,
  type Liability,
  type LiabilityFormValues,
} from '@portal/contracts';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { textFieldsOf } from '../../../components/form-field';
import { contractResolver } from '../../../lib/form-resolver';
import { RadioField } from './radio-field';

const EMPTY: LiabilityFormValues = {
  description: '',
  payoutType: '',
  amount: '',
  inflationRate: '4',
  years: '1',
};

const valuesOf = (l: Liability | null): LiabilityFormValues =>
  l
    ? {
        description: l.description,
        payoutType: l.payoutType,
        amount: String(l.amount),
        inflationRate: String(l.inflationRate),
        years: String(l.years),
      }
    : EMPTY;

type LiabilityFormProps = {
  initial: Liability | null;
  onSave: (l: Liability) => void;
  onCancel?: () => void;
};

/** spec 002 §5 Liabilities: description; amount >= 1; inflation 0 to 10; years >= 1. */
export function LiabilityForm({ initial, onSave, onCancel }: LiabilityFormProps) {
  const form = useForm({
    resolver: contractResolver(liabilityFormSchema),
    defaultValues: valuesOf(initial),
  });
  const { errors } = form.formState;
  const { text } = textFieldsOf(form, 'lg-liability', { autoComplete: 'off', className: 'w-full' });

  return (
    <form
      noValidate
      className="lg-dialog-form"
      aria-label={initial ? 'Edit obligation' : 'Add obligation'}
      onSubmit={form.handleSubmit((liability) => {
        onSave(liability);
        form.reset(EMPTY);
      })}
    >
      <div className="lg-grid">
        {text('description', 'Description')}
        <RadioField
          control={form.control}
          name="payoutType"
          id="lg-liability-payout"
          label="Payout Type"
          options={PAYOUT_TYPES}
          labelOf={(t) => PAYOUT_TYPE_LABELS[t as keyof typeof PAYOUT_TYPE_LABELS]}
          error={errors.payoutType?.message}
        />
        {text('amount', "Amount ($, today's dollars)", { inputMode: 'decimal' })}
        {text('inflationRate', 'Inflation Rate (% p.a.)', { inputMode: 'decimal' })}
        {text('years', 'Years', { inputMode: 'decimal' })}
      </div>
      <div className="lg-actions lg-actions-end">
        {onCancel ? <Button type="button" label="Cancel Edit" text onClick={onCancel} /> : null}
        <Button type="submit" label={initial ? 'Save Obligation' : 'Add Obligation'} icon="pi pi-check" />
      </div>
    </form>
  );
}
