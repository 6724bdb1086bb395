import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

type ItemFormProps<T extends FieldValues, O> = {
  form: UseFormReturn<T, unknown, O>;
  /** What the form holds again once an item is added or saved. */
  empty: T;
  /** 'asset', 'obligation': names the form and its button. */
  noun: string;
  /** What the list editor gave the form (FormRender): the item edited, if any, and what to call. */
  editor: { initial: unknown; onSave: (item: O) => void; onCancel?: (() => void) | undefined };
  children: ReactNode;
};

/**
 * spec 002 §2: the form under a list editor's list (ListEditorDialog): its fields, then Cancel Edit
 * while an item is edited, and Add or Save, which empties the form for the next item.
 */
export function ItemForm<T extends FieldValues, O>(props: ItemFormProps<T, O>) {
  const { form, empty, noun, editor, children } = props;
  const isEditing = editor.initial !== null;
  const nounTitle = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <form
      noValidate
      className="lg-dialog-form"
      aria-label={`${isEditing ? 'Edit' : 'Add'} ${noun}`}
      onSubmit={form.handleSubmit((item) => {
        editor.onSave(item);
        form.reset(empty);
      })}
    >
      <div className="lg-grid">{children}</div>
      <div className="lg-actions lg-actions-end">
        {editor.onCancel ? <Button type="button" label="Cancel Edit" text onClick={editor.onCancel} /> : null}
        <Button type="submit" label={`${isEditing ? 'Save' : 'Add'} ${nounTitle}`} icon="pi pi-check" />
      </div>
    </form>
  );
}
