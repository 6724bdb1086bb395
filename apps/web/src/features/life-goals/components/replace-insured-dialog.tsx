import type { Insured } from '@portal/contracts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

type ReplaceInsuredDialogProps = {
  /** The insured the comparison tools hold now. */
  held: Insured;
  /** The Life Goals client just saved with Next; null while no question is open. */
  next: Insured | null;
  onReplace: () => void;
  onKeep: () => void;
  /** Escape or the close icon: nothing is saved, the adviser stays on the Client Profile. */
  onCancel: () => void;
};

const summaryOf = (insured: Insured) =>
  `${insured.name} (${insured.gender}, ${insured.smokingStatus}, ANB ${insured.anb})`;

export const REPLACE_INSURED_TITLE = 'Replace the comparison insured?';

/**
 * Issue 31: Life Goals 360 used to overwrite the comparison insured without a word (an insured entered
 * as ANB 35 became 36, and the value-series tools priced another age). The adviser now chooses.
 */
export function ReplaceInsuredDialog({ held, next, onReplace, onKeep, onCancel }: ReplaceInsuredDialogProps) {
  return (
    <Dialog
      className="accessible-accents lg-replace-insured"
      header={REPLACE_INSURED_TITLE}
      visible={next !== null}
      onHide={onCancel}
      style={{ width: '34rem' }}
      breakpoints={{ '640px': '92vw' }}
      draggable={false}
      focusOnShow={false}
      footer={
        <div className="lg-dialog-actions">
          <Button type="button" label={`Keep ${held.name}`} outlined onClick={onKeep} autoFocus />
          <Button type="button" label={`Use ${next?.name ?? ''}`} icon="pi pi-check" onClick={onReplace} />
        </div>
      }
    >
      <p>
        The comparison tools hold <strong>{summaryOf(held)}</strong>.
      </p>
      {next ? (
        <p>
          Use <strong>{summaryOf(next)}</strong> for the comparison tools too? Their premiums and values
          follow the insured they hold.
        </p>
      ) : null}
    </Dialog>
  );
}
