import { Button } from 'primereact/button';
import { useEffect, useRef, useState } from 'react';

type FormActionsProps = { isLocked: boolean; onEdit: () => void; onClear: () => void };

/** spec 000 §2.4 and §4.3: Calculate and Clear; once calculated the fields lock and Clear becomes Edit. */
export function FormActions({ isLocked, onEdit, onClear }: FormActionsProps) {
  const actionsRef = useRef<HTMLDivElement>(null);
  const [isEditing, setIsEditing] = useState(false);
  // Issue 31: Edit replaces itself with Clear; once the fields unlock, the first one takes focus
  // (never the body).
  useEffect(() => {
    if (!isEditing || isLocked) return;
    setIsEditing(false);
    actionsRef.current?.closest('form')?.querySelector<HTMLElement>('input:not([disabled])')?.focus();
  }, [isEditing, isLocked]);
  return (
    <div className="calc-actions" ref={actionsRef}>
      <Button type="submit" label="Calculate" icon="pi pi-calculator" disabled={isLocked} />
      {isLocked ? (
        <Button
          type="button"
          label="Edit"
          icon="pi pi-pencil"
          severity="secondary"
          outlined
          onClick={() => {
            setIsEditing(true);
            onEdit();
          }}
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
