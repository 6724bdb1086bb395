import './upload-online-dialog.css';
import { Button } from 'primereact/button';
import { lazy, Suspense, useId, useState } from 'react';
import type { UploadSource } from './upload-online-form';

export type { UploadSource } from './upload-online-form';

// Issue 10: the form, its validation and the publish call load when the adviser first opens it.
const UploadOnlineDialog = lazy(async () => ({
  default: (await import('./upload-online-form')).UploadOnlineDialog,
}));

/** `disabledReason`: why nothing can be published (issue 9: no row is shown), said beside the button. */
export function UploadOnlineButton({
  source,
  disabledReason = null,
}: {
  source: UploadSource;
  disabledReason?: string | null;
}) {
  const reasonId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);

  return (
    <>
      <span className="upload-online">
        <Button
          type="button"
          icon="pi pi-cloud-upload"
          label="Upload Online"
          text
          disabled={Boolean(disabledReason)}
          aria-describedby={disabledReason ? reasonId : undefined}
          onClick={() => {
            setHasOpened(true);
            setIsOpen(true);
          }}
        />
        {disabledReason ? (
          <small id={reasonId} className="upload-disabled-reason">
            {disabledReason}
          </small>
        ) : null}
      </span>
      {hasOpened ? (
        <Suspense fallback={null}>
          <UploadOnlineDialog source={source} isOpen={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
