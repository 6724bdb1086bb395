import { LINK_MESSAGES, type SavedComparison } from '@portal/contracts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { disableComparison } from '../api/links-api';
import { FailureAlert } from '../../../components/failure-alert';

/**
 * spec 002 §4, §8: disabling cannot be undone and needs confirmation, in the spec's words. Issue 31: in
 * the app's own dialog rather than the browser's `confirm()`, and a failed call says so in the dialog
 * (the spec does not show the failure) instead of ending in an unhandled rejection.
 */
export function DisableLinkDialog({
  link,
  onClose,
  onDisabled,
}: {
  link: SavedComparison;
  onClose: () => void;
  onDisabled: () => void;
}) {
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    if (isBusy) return;
    setIsBusy(true);
    setFailure(null);
    try {
      await disableComparison(link.uniqueID);
      onDisabled();
    } catch (error) {
      const reason = error instanceof ApiError && error.message ? ` (${error.message})` : '';
      setFailure(`${LINK_MESSAGES.disableFailed}${reason}`);
      setIsBusy(false);
    }
  };

  return (
    <Dialog
      header="Disable comparison"
      className="disable-link-dialog"
      visible
      // an irreversible choice: assistive technology announces it as an alert dialog
      pt={{ root: { role: 'alertdialog' } }}
      onHide={() => {
        if (!isBusy) onClose();
      }}
      breakpoints={{ '640px': '95vw' }}
      style={{ width: '28rem' }}
      footer={
        <div className="dialog-actions">
          <Button type="button" label="Cancel" outlined autoFocus onClick={onClose} disabled={isBusy} />
          <Button
            type="button"
            label="Disable"
            severity="danger"
            icon={isBusy ? 'pi pi-spin pi-spinner' : 'pi pi-ban'}
            aria-busy={isBusy}
            onClick={() => void confirm()}
          />
        </div>
      }
    >
      <p className="disable-link-question">{LINK_MESSAGES.confirmDisable}</p>
      <p className="muted">Client: {link.clientName}</p>
      <FailureAlert failure={failure} />
    </Dialog>
  );
}
