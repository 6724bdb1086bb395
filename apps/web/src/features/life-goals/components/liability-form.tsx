import {
  liabilityFormSchema,
  PAYOUT_TYPE_LABELS,
  PAYOUT_TYPES,
  type Liability,
  type LiabilityFormValues,
} from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { textFieldsOf } from '../../../components/form-field';
import { contractResolver } from '../../../lib/form-resolver';
import { ItemForm } from './item-form';
import { radioFieldsOf } from './radio-field';

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
export function LiabilityForm(props: LiabilityFormProps) {
  const form = useForm({
    resolver: contractResolver(liabilityFormSchema),
    defaultValues: valuesOf(props.initial),
  });
  const radio = radioFieldsOf(form, 'lg-liability');
  const { text } = textFieldsOf(form, 'lg-liability', { autoComplete: 'off', className: 'w-full' });

  return (
    <ItemForm form={form} empty={EMPTY} noun="obligation" editor={props}>
      {text('description', 'Description')}
      {radio('payoutType', 'Payout Type', PAYOUT_TYPES, {
        id: 'lg-liability-payout',
        labelOf: (t) => PAYOUT_TYPE_LABELS[t as keyof typeof PAYOUT_TYPE_LABELS],
      })}
      {text('amount', "Amount ($, today's dollars)", { inputMode: 'decimal' })}
      {text('inflationRate', 'Inflation Rate (% p.a.)', { inputMode: 'decimal' })}
      {text('years', 'Years', { inputMode: 'decimal' })}
    </ItemForm>
  );
}
