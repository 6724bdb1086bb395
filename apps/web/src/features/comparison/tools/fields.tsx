import { formatDollars } from '@portal/core';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { RadioButton } from 'primereact/radiobutton';
import { useController, type FieldPath, type FieldPathValue, type FieldValues } from 'react-hook-form';
import { CriteriaField } from '../components/criteria-field';
import type { CriteriaProps } from '../components/tool-definition';

type Option<T> = { label: string; value: T };
export const options = <T,>(values: readonly T[], label: (v: T) => string = String): Option<T>[] =>
  values.map((value) => ({ label: label(value), value }));

type FieldProps<V extends FieldValues, N extends FieldPath<V>> = {
  form: CriteriaProps<V>;
  name: N;
  label: string;
};

/** A field's element id: nested names (byTerm.sumInsured) read as criteria-byTerm-sumInsured. */
const idOf = (name: string) => `criteria-${name.replace(/\./g, '-')}`;

/** A one-of-many select bound to a form key; the error shows above (spec 001 §5). */
export function SelectField<V extends FieldValues, N extends FieldPath<V>>({
  form,
  name,
  label,
  choices,
  isDisabled = false,
  onPick,
}: FieldProps<V, N> & {
  choices: Option<FieldPathValue<V, N>>[];
  /** Shown but not editable in this state of the form (the 101 plan's growth rate in PI mode). */
  isDisabled?: boolean;
  /** Called with the value picked, after the field took it. */
  onPick?: (value: FieldPathValue<V, N>) => void;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  const id = idOf(name);
  return (
    <CriteriaField id={id} label={label} error={fieldState.error?.message}>
      <Dropdown
        inputId={id}
        value={field.value}
        options={choices}
        onChange={(e) => {
          field.onChange(e.value);
          onPick?.(e.value as FieldPathValue<V, N>);
        }}
        disabled={form.isLocked || isDisabled}
        className="w-full"
        aria-describedby={`${id}-error`}
      />
    </CriteriaField>
  );
}

/** One choice from a list the body holds as an array (Multi-pay CI's single term or amount). */
export function SelectOneField<V extends FieldValues, N extends FieldPath<V>, T>({
  form,
  name,
  label,
  choices,
}: FieldProps<V, N> & { choices: Option<T>[] }) {
  const { field, fieldState } = useController({ control: form.control, name });
  const id = idOf(name);
  const selected = field.value as T[];
  return (
    <CriteriaField id={id} label={label} error={fieldState.error?.message}>
      <Dropdown
        inputId={id}
        value={selected[0] ?? null}
        options={choices}
        onChange={(e) => field.onChange(e.value === null || e.value === undefined ? [] : [e.value])}
        disabled={form.isLocked}
        className="w-full"
        aria-describedby={`${id}-error`}
      />
    </CriteriaField>
  );
}

export function RadioField<V extends FieldValues, N extends FieldPath<V>>({
  form,
  name,
  label,
  choices,
  onPick,
}: FieldProps<V, N> & {
  /** `note`: why a choice is disabled, shown beside it and read with it (issue 31). */
  choices: (Option<FieldPathValue<V, N>> & { isDisabled?: boolean; note?: string })[];
  /** Called with the value picked, after the field took it. */
  onPick?: (value: FieldPathValue<V, N>) => void;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  const id = idOf(name);
  return (
    <CriteriaField id={id} label={label} error={fieldState.error?.message}>
      <div className="radio-row" role="radiogroup" aria-labelledby={`${id}-label`}>
        {choices.map((c) => {
          const optionId = `${id}-${String(c.value)}`;
          return (
            <span
              key={String(c.value)}
              className={c.isDisabled ? 'radio-option radio-option-off' : 'radio-option'}
            >
              <RadioButton
                inputId={optionId}
                checked={field.value === c.value}
                onChange={() => {
                  field.onChange(c.value);
                  onPick?.(c.value);
                }}
                disabled={form.isLocked || c.isDisabled}
                {...(c.note ? { 'aria-describedby': `${optionId}-note` } : {})}
              />
              <label htmlFor={optionId}>{c.label}</label>
              {c.note ? (
                <span id={`${optionId}-note`} className="radio-option-note">
                  {c.note}
                </span>
              ) : null}
            </span>
          );
        })}
      </div>
    </CriteriaField>
  );
}

/** Several-of-many, held as an array under one key. */
export function CheckListField<V extends FieldValues, N extends FieldPath<V>, T>({
  form,
  name,
  label,
  choices,
}: FieldProps<V, N> & { choices: Option<T>[] }) {
  const { field, fieldState } = useController({ control: form.control, name });
  const id = idOf(name);
  const selected = field.value as T[];
  return (
    <CriteriaField id={id} label={label} error={fieldState.error?.message}>
      <div className="check-row" role="group" aria-labelledby={`${id}-label`}>
        {choices.map((c) => (
          <span key={String(c.value)} className="radio-option">
            <Checkbox
              inputId={`${id}-${String(c.value)}`}
              checked={selected.includes(c.value)}
              onChange={(e) =>
                field.onChange(e.checked ? [...selected, c.value] : selected.filter((v) => v !== c.value))
              }
              disabled={form.isLocked}
            />
            <label htmlFor={`${id}-${String(c.value)}`}>{c.label}</label>
          </span>
        ))}
      </div>
    </CriteriaField>
  );
}

export function TickField<V extends FieldValues, N extends FieldPath<V>>({
  form,
  name,
  label,
}: FieldProps<V, N>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const id = idOf(name);
  const error = fieldState.error?.message;
  return (
    <div className="radio-option tick-field">
      <Checkbox
        inputId={id}
        checked={Boolean(field.value)}
        onChange={(e) => field.onChange(Boolean(e.checked))}
        disabled={form.isLocked}
      />
      <label htmlFor={id}>{label}</label>
      <small className="p-error form-error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </small>
    </div>
  );
}

/** An amount in dollars; an empty field holds undefined, which the body schema reports. */
export function AmountField<V extends FieldValues, N extends FieldPath<V>>({
  form,
  name,
  label,
}: FieldProps<V, N>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const id = idOf(name);
  return (
    <CriteriaField id={id} label={label} error={fieldState.error?.message}>
      <InputNumber
        inputId={id}
        value={(field.value as number | null | undefined) ?? null}
        onValueChange={(e) => field.onChange(e.value ?? undefined)}
        prefix="S$"
        disabled={form.isLocked}
        className="w-full"
        aria-describedby={`${id}-error`}
      />
    </CriteriaField>
  );
}

/** An option list's whole-dollar amount: S$100,000, or None for 0. */
export const dollarsLabel = (dollars: number) => (dollars === 0 ? 'None' : formatDollars(dollars));
