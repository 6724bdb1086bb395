import { Button } from 'primereact/button';
import { useState, type ReactNode } from 'react';
import { WideDialog } from './wide-dialog';

type FormRender<T> = (props: {
  initial: T | null;
  onSave: (item: T) => void;
  onCancel?: () => void;
}) => ReactNode;

type ListEditorDialogProps<T> = {
  header: string;
  visible: boolean;
  onHide: () => void;
  items: T[];
  onChange: (items: T[]) => void;
  nameOf: (item: T) => string;
  describe: (item: T) => ReactNode;
  renderForm: FormRender<T>;
  /** A total or note under the list. */
  summary?: ReactNode;
  emptyText: string;
  /** 'obligation', 'asset': names the form under the list. */
  itemLabel: string;
};

/** spec 002 §2: the 80vw dialogs that edit a list (obligations, resources, a goal's assets). */
export function ListEditorDialog<T>(props: ListEditorDialogProps<T>) {
  const {
    header,
    visible,
    onHide,
    items,
    onChange,
    nameOf,
    describe,
    renderForm,
    summary,
    emptyText,
    itemLabel,
  } = props;
  const [editingIndex, setEditingIndex] = useState<number | null>(null);
  const editing = editingIndex === null ? null : (items[editingIndex] ?? null);

  const save = (item: T) => {
    if (editingIndex === null) onChange([...items, item]);
    else onChange(items.map((old, i) => (i === editingIndex ? item : old)));
    setEditingIndex(null);
  };
  const remove = (index: number) => {
    onChange(items.filter((_, i) => i !== index));
    setEditingIndex(null);
  };

  return (
    <WideDialog
      header={header}
      visible={visible}
      onHide={() => {
        setEditingIndex(null);
        onHide();
      }}
      footer={<Button type="button" label="Done" onClick={onHide} />}
    >
      {items.length === 0 ? (
        <p className="muted">{emptyText}</p>
      ) : (
        <ul className="lg-card-list" aria-label={header}>
          {items.map((item, index) => (
            <li key={`${nameOf(item)}-${index}`} className="lg-card-item">
              <div className="lg-card-main">{describe(item)}</div>
              <span className="lg-card-buttons">
                <Button
                  type="button"
                  icon="pi pi-pencil"
                  text
                  aria-label={`Edit ${nameOf(item)}`}
                  onClick={() => setEditingIndex(index)}
                />
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  severity="danger"
                  aria-label={`Remove ${nameOf(item)}`}
                  onClick={() => remove(index)}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
      {summary}
      <div className="lg-dialog-form-wrap" key={editingIndex ?? 'new'}>
        <h3 className="lg-subtitle">{editing ? `Edit ${nameOf(editing)}` : `Add an ${itemLabel}`}</h3>
        {renderForm({
          initial: editing,
          onSave: save,
          onCancel: editing ? () => setEditingIndex(null) : undefined,
        })}
      </div>
    </WideDialog>
  );
}
