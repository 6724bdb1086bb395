import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { RadioButton } from 'primereact/radiobutton';
import { CriteriaField } from '../../../components/criteria-field';
import { formatMoney } from '../../../components/money';
import type { FormApi } from '../components/comparison-tool-page';

type Option<T> = { label: string; value: T };
export const options = <T,>(values: readonly T[], label: (v: T) => string = String): Option<T>[] =>
  values.map((value) => ({ label: label(value), value }));

/** A one-of-many select bound to a form key; the error shows above (spec 001 §5). */
export function SelectField<V, K extends keyof V & string>({
  form,
  name,
  label,
  choices,
}: {
  form: FormApi<V>;
  name: K;
  label: string;
  choices: Option<V[K]>[];
}) {
  const id = `criteria-${name}`;
  return (
    <CriteriaField id={id} label={label} error={form.errors[name]}>
      <Dropdown
        inputId={id}
        value={form.values[name]}
        options={choices}
        onChange={(e) => form.set(name, e.value as V[K])}
        disabled={form.isLocked}
        className="w-full"
        aria-describedby={`${id}-error`}
      />
    </CriteriaField>
  );
}

export function RadioField<V, K extends keyof V & string>({
  form,
  name,
  label,
  choices,
}: {
  form: FormApi<V>;
  name: K;
  label: string;
  choices: (Option<V[K]> & { isDisabled?: boolean })[];
}) {
  const id = `criteria-${name}`;
  return (
    <CriteriaField id={id} label={label} error={form.errors[name]}>
      <div className="radio-row" role="radiogroup" aria-labelledby={`${id}-label`}>
        {choices.map((c) => (
          <span key={String(c.value)} className="radio-option">
            <RadioButton
              inputId={`${id}-${String(c.value)}`}
              checked={form.values[name] === c.value}
              onChange={() => form.set(name, c.value)}
              disabled={form.isLocked || c.isDisabled}
            />
            <label htmlFor={`${id}-${String(c.value)}`}>{c.label}</label>
          </span>
        ))}
      </div>
    </CriteriaField>
  );
}

/** Several-of-many, held as an array under one key. */
export function CheckListField<V, K extends keyof V & string, T>({
  form,
  name,
  label,
  choices,
  errorKey = name,
}: {
  form: FormApi<V>;
  name: K;
  label: string;
  choices: Option<T>[];
  /** The body field whose message this list shows, when the form keeps it under another name. */
  errorKey?: string;
}) {
  const id = `criteria-${name}`;
  const selected = form.values[name] as unknown as T[];
  return (
    <CriteriaField id={id} label={label} error={form.errors[errorKey]}>
      <div className="check-row" role="group" aria-labelledby={`${id}-label`}>
        {choices.map((c) => (
          <span key={String(c.value)} className="radio-option">
            <Checkbox
              inputId={`${id}-${String(c.value)}`}
              checked={selected.includes(c.value)}
              onChange={(e) =>
                form.set(
                  name,
                  (e.checked ? [...selected, c.value] : selected.filter((v) => v !== c.value)) as V[K],
                )
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

export function TickField<V, K extends keyof V & string>({
  form,
  name,
  label,
}: {
  form: FormApi<V>;
  name: K;
  label: string;
}) {
  const id = `criteria-${name}`;
  return (
    <div className="radio-option tick-field">
      <Checkbox
        inputId={id}
        checked={Boolean(form.values[name])}
        onChange={(e) => form.set(name, Boolean(e.checked) as V[K])}
        disabled={form.isLocked}
      />
      <label htmlFor={id}>{label}</label>
      <small className="p-error form-error" role={form.errors[name] ? 'alert' : undefined}>
        {form.errors[name] ?? ''}
      </small>
    </div>
  );
}

export function AmountField<V, K extends keyof V & string>({
  form,
  name,
  label,
}: {
  form: FormApi<V>;
  name: K;
  label: string;
}) {
  const id = `criteria-${name}`;
  return (
    <CriteriaField id={id} label={label} error={form.errors[name]}>
      <InputNumber
        inputId={id}
        value={form.values[name] as number | null}
        onValueChange={(e) => form.set(name, (e.value ?? null) as V[K])}
        prefix="S$"
        disabled={form.isLocked}
        className="w-full"
        aria-describedby={`${id}-error`}
      />
    </CriteriaField>
  );
}

/** Yes/No for the Promo column (spec 001 §2). */
export const promoText = (row: { promo: boolean }) => (row.promo ? 'Y' : 'N');
export const money = (cents: number) => formatMoney(cents);
export const dollarsLabel = (dollars: number) =>
  dollars === 0 ? 'None' : formatMoney(dollars * 100, { showCents: false });
export const termLabel = (term: string) =>
  term
    .replace(/^PayTo/, 'To ')
    .replace(/^To Max$/, 'To Max')
    .replace(/(\d+)Yrs$/, '$1 Years');
/** Sums insured are whole dollars. */
export const amount = (cents: number) => formatMoney(cents, { showCents: false });
