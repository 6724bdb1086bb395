import { InputText, type InputTextProps } from 'primereact/inputtext';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

type FormFieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** The input; give it `id`, `aria-invalid` and `aria-describedby={errorIdFor(id)}`. */
  children: ReactNode;
};

export const errorIdFor = (id: string) => `${id}-error`;

/** A labelled field with its validation message beneath, announced to screen readers. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && !error ? <small className="form-hint">{hint}</small> : null}
      <small id={errorIdFor(id)} className="p-error form-error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </small>
    </div>
  );
}

/** Props that tie an input to its FormField label and message. */
export function fieldA11y(id: string, error: string | undefined) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': errorIdFor(id) } as const;
}

/** A 2FA code: six digits, offered by the phone's number pad and the authenticator's autofill. */
export const CODE_INPUT = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: 6,
} as const satisfies InputTextProps;

/** A date of birth as the insured forms take it: DD/MM/YYYY on a number pad. */
export const DOB_INPUT = {
  hint: 'DD/MM/YYYY',
  placeholder: 'DD/MM/YYYY',
  inputMode: 'numeric',
} as const satisfies InputTextProps & { hint: string };

/** A field's own props: its id when it is not the form's prefix and its name, and a hint under it. */
export type FieldOptions<P> = P & { id?: string; hint?: string };

/**
 * A form's registered fields, each in its FormField (keyed by its id, for lists): `fieldOf('email',
 * 'Email', {}, render)` is the FormField of `<idPrefix>-email` around the input `render` draws with the
 * props that register it and tie it to its label and message.
 */
export function registeredFieldsOf<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  idPrefix: string,
) {
  return (
    name: Path<T>,
    label: string,
    { id = `${idPrefix}-${name}`, hint }: FieldOptions<object>,
    render: (input: ReturnType<typeof fieldA11y> & UseFormRegisterReturn<Path<T>>) => ReactNode,
  ) => {
    const error = form.getFieldState(name, form.formState).error?.message;
    return (
      <FormField key={id} id={id} label={label} error={error} hint={hint}>
        {render({ ...fieldA11y(id, error), ...form.register(name) })}
      </FormField>
    );
  };
}

/**
 * A form's text inputs: `text('email', 'Email')` is the registered input `<idPrefix>-email` in its
 * FormField. `defaults` are the props every text input of the form shares; a field's own win.
 */
export function textFieldsOf<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  idPrefix: string,
  defaults: InputTextProps = {},
) {
  const fieldOf = registeredFieldsOf(form, idPrefix);
  return {
    text: (name: Path<T>, label: string, { id, hint, ...props }: FieldOptions<InputTextProps> = {}) =>
      fieldOf(name, label, { id, hint }, (input) => <InputText {...input} {...defaults} {...props} />),
  };
}
