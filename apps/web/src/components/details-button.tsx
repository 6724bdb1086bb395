import { Button } from 'primereact/button';

type DetailsButtonProps = { isOpen: boolean; detailId: string; onToggle: () => void };

/** A phone card's Details button (ADR 0012): it opens and closes the card's detail, which it names. */
export function DetailsButton({ isOpen, detailId, onToggle }: DetailsButtonProps) {
  return (
    <Button
      type="button"
      icon={isOpen ? 'pi pi-chevron-up' : 'pi pi-chevron-down'}
      label="Details"
      size="small"
      outlined
      aria-expanded={isOpen}
      aria-controls={detailId}
      onClick={onToggle}
    />
  );
}
