import { Button } from 'primereact/button';

type FormActionsProps = { isLocked: boolean; onEdit: () => void; onClear: () => void };

/** spec 000 §2.4 and §4.3: Calculate and Clear; once calculated the fields lock and Clear becomes Edit. */
export function FormActions({ isLocked, onEdit, onClear }: FormActionsProps) {
  return (
    <div className="calc-actions">
      <Button type="submit" label="Calculate" icon="pi pi-calculator" disabled={isLocked} />
      {isLocked ? (
        <Button
          type="button"
          label="Edit"
          icon="pi pi-pencil"
          severity="secondary"
          outlined
          onClick={onEdit}
        />
      ) : (
        <Button
          type="button"
          label="Clear"
          icon="pi pi-times"
          severity="secondary"
          outlined
          onClick={onClear}
        />
      )}
    </div>
  );
}
