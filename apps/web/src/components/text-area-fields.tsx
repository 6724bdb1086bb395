import { InputTextarea, type InputTextareaProps } from 'primereact/inputtextarea';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { registeredFieldsOf, type FieldOptions } from './form-field';

// Apart from form-field.tsx, so the sign-in page, which has no long text, does not load a textarea.

/** A form's long texts, as textFieldsOf draws its inputs: textareas that grow with their text. */
export function textAreasOf<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>, idPrefix: string) {
  const fieldOf = registeredFieldsOf(form, idPrefix);
  return (name: Path<T>, label: string, { id, hint, ...props }: FieldOptions<InputTextareaProps> = {}) =>
    fieldOf(name, label, { id, hint }, (input) => <InputTextarea {...input} autoResize {...props} />);
}
