import { RadioButton } from 'primereact/radiobutton';
import { Controller, type Control, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { errorIdFor, FormField } from '../../../components/form-field';

type RadioFieldProps<T extends FieldValues, C, TOut> = {
  control: Control<T, C, TOut>;
  name: Path<T>;
  /** Unique on the page: the group's id and the prefix of each option's id. */
  id: string;
  label: string;
  options: readonly string[];
  /** How an option reads; the option itself by default. */
  labelOf?: (option: string) => string;
  error: string | undefined;
};

/** A labelled group of radio buttons whose message is tied to the group for screen readers. */
function RadioField<T extends FieldValues, C, TOut>({
  control,
  name,
  id,
  label,
  options,
  labelOf,
  error,
}: RadioFieldProps<T, C, TOut>) {
  return (
    <FormField id={id} label={label} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <div
            className="radio-row"
            role="radiogroup"
            id={id}
            aria-labelledby={`${id}-legend`}
            aria-describedby={errorIdFor(id)}
            aria-invalid={error ? true : undefined}
          >
            <span id={`${id}-legend`} className="sr-only">
              {label}
            </span>
            {options.map((option) => (
              <span key={option} className="radio-option">
                <RadioButton
                  inputId={`${id}-${option}`}
                  name={`${id}-${String(name)}`}
                  value={option}
                  checked={field.value === option}
                  onChange={(e) => field.onChange(e.value)}
                />
                <label htmlFor={`${id}-${option}`}>{labelOf ? labelOf(option) : option}</label>
              </span>
            ))}
          </div>
        )}
      />
    </FormField>
  );
}

type RadioOptions = { id?: string; labelOf?: (option: string) => string };

/**
 * A form's radio groups, as textFieldsOf draws its text inputs: `radio('gender', 'Gender', GENDERS)` is
 * the group `<idPrefix>-gender`, its message from the form.
 */
export function radioFieldsOf<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>, idPrefix: string) {
  return (name: Path<T>, label: string, options: readonly string[], { id, labelOf }: RadioOptions = {}) => (
    <RadioField
      control={form.control}
      name={name}
      id={id ?? `${idPrefix}-${name}`}
      label={label}
      options={options}
      labelOf={labelOf}
      error={form.getFieldState(name, form.formState).error?.message}
    />
  );
}
