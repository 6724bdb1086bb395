import { assetFormSchema, type Asset, type AssetFormValues } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { textFieldsOf } from '../../../components/form-field';
import { contractResolver } from '../../../lib/form-resolver';
import { ItemForm } from './item-form';

const EMPTY: AssetFormValues = { description: '', value: '' };

type AssetFormProps = { initial: Asset | null; onSave: (a: Asset) => void; onCancel?: () => void };

/** spec 002 §5 Assets: description required; value >= 1. */
export function AssetForm(props: AssetFormProps) {
  const { initial } = props;
  const form = useForm({
    resolver: contractResolver(assetFormSchema),
    defaultValues: initial ? { description: initial.description, value: String(initial.value) } : EMPTY,
  });
  const { text } = textFieldsOf(form, 'lg-asset', { autoComplete: 'off', className: 'w-full' });
  return (
    <ItemForm form={form} empty={EMPTY} noun="asset" editor={props}>
      {text('description', 'Description')}
      {text('value', 'Value ($)', { inputMode: 'decimal' })}
    </ItemForm>
  );
}
