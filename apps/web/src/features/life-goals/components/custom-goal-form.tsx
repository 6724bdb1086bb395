import { buildCustomGoalSchema } from '@portal/contracts';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { fieldA11y, FormField } from '../../../components/form-field';
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
  const error = form.formState.errors.label?.message;
  return (
    <form
      noValidate
      className="lg-custom-goal"
      onSubmit={form.handleSubmit(({ label }) => {
        onAdd(label);
        form.reset({ label: '' });
      })}
    >
      <FormField id="lg-custom-goal" label="Custom goal" error={error}>
        <InputText
          {...fieldA11y('lg-custom-goal', error)}
          {...form.register('label')}
          placeholder="e.g. Sabbatical year"
          autoComplete="off"
          className="w-full"
        />
      </FormField>
      <Button type="submit" label="Add Custom Goal" icon="pi pi-plus" outlined />
    </form>
  );
}
