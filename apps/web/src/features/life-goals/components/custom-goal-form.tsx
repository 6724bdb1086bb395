import { buildCustomGoalSchema } from '@portal/contracts';
import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { textFieldsOf } from '../../../components/form-field';
import { contractResolver } from '../../../lib/form-resolver';

/** spec 002 §2: custom goals can be added; they use the Goal Builder. */
export function CustomGoalForm({
  takenLabels,
  onAdd,
}: {
  takenLabels: string[];
  onAdd: (label: string) => void;
}) {
  const schema = useMemo(() => buildCustomGoalSchema(takenLabels), [takenLabels]);
  const form = useForm({ resolver: contractResolver(schema), defaultValues: { label: '' } });
  const { text } = textFieldsOf(form, 'lg-custom-goal', { autoComplete: 'off', className: 'w-full' });
  return (
    <form
      noValidate
      className="lg-custom-goal"
      onSubmit={form.handleSubmit(({ label }) => {
        onAdd(label);
        form.reset({ label: '' });
      })}
    >
      {text('label', 'Custom goal', { id: 'lg-custom-goal', placeholder: 'e.g. Sabbatical year' })}
      <Button type="submit" label="Add Custom Goal" icon="pi pi-plus" outlined />
    </form>
  );
}
