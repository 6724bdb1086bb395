import type { ReactNode } from 'react';

/** A criteria form field whose message shows in red above it (spec 001 §5). */
export function CriteriaField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="criteria-field">
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <small id={`${id}-error`} className="p-error form-error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </small>
      {children}
    </div>
  );
}
