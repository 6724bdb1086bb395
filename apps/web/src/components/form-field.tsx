import type { ReactNode } from 'react';

type FormFieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
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
