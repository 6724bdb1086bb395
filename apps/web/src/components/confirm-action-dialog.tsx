import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useRef } from 'react';
import './confirm-action-dialog.css';

/**
 * Issue 31: the app's own confirmation, in place of the browser's `confirm()` (as Disable on a link
 * already asks). Cancel has focus first, so Enter never confirms by accident; Escape, the close button
 * and Cancel all call onCancel, and only the dialog closes. The caller puts focus back where it belongs
 * (the button that opened it on Cancel, the next sensible place after the action).
 */
export function ConfirmActionDialog({
  header,
  message,
  confirmLabel,
  confirmIcon,
  isDanger = false,
  onConfirm,
  onCancel,
}: {
  header: string;
  message: string;
  confirmLabel: string;
  confirmIcon: string;
  isDanger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const actionsRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog
      header={header}
      className="confirm-action-dialog"
      visible
      // a choice to confirm: assistive technology announces it as an alert dialog
      pt={{ root: { role: 'alertdialog' } }}
      onHide={onCancel}
      draggable={false}
      // Cancel first: the dialog would otherwise put focus on its close button
      onShow={() => actionsRef.current?.querySelector('button')?.focus()}
      breakpoints={{ '640px': '95vw' }}
      style={{ width: '28rem' }}
      footer={
        <div className="dialog-actions" ref={actionsRef}>
          <Button type="button" label="Cancel" outlined autoFocus onClick={onCancel} />
          <Button
            type="button"
            label={confirmLabel}
            icon={confirmIcon}
            severity={isDanger ? 'danger' : undefined}
            onClick={onConfirm}
          />
        </div>
      }
    >
      <p className="confirm-action-question">{message}</p>
    </Dialog>
  );
}
