import { CARD_FILE_NAME, CARD_MESSAGES, VCARD_FILE_NAME, type UserDetails } from '@portal/contracts';
import { Button } from 'primereact/button';
import { useState, type RefObject } from 'react';
import { notify } from '../../../lib/notify';
import { isSafariBrowser, renderCardJpeg } from '../lib/card-image';
import { saveBlob, saveHref } from '../../../lib/save-file';
import { buildVCard } from '../lib/vcard';

type CardActionsProps = {
  previewRef: RefObject<HTMLDivElement | null>;
  adviser: UserDetails;
  title: string;
};

/** Download the card as contact-card.jpeg (spec 000 §2.5) and, beyond the spec, the adviser's vCard. */
export function CardActions({ previewRef, adviser, title }: CardActionsProps) {
  const [isRendering, setIsRendering] = useState(false);

  const downloadCard = async () => {
    const node = previewRef.current;
    if (!node || isRendering) return;
    const isSafari = isSafariBrowser();
    // spec 000 §2.5 and §8: Safari says the card is generated more than once
    if (isSafari) window.alert(CARD_MESSAGES.safariAlert);
    setIsRendering(true);
    try {
      saveHref(await renderCardJpeg(node, { isSafari }), CARD_FILE_NAME);
    } catch {
      notify({ severity: 'error', text: CARD_MESSAGES.downloadFailed });
    } finally {
      setIsRendering(false);
    }
  };
  const downloadVCard = () =>
    saveBlob(new Blob([buildVCard({ ...adviser, title })], { type: 'text/vcard' }), VCARD_FILE_NAME);

  return (
    <div className="card-actions">
      {/* not `loading`: a disabled button would drop keyboard focus to the page while the card renders */}
      <Button
        type="button"
        label="Download"
        icon={isRendering ? 'pi pi-spin pi-spinner' : 'pi pi-download'}
        aria-busy={isRendering}
        onClick={() => void downloadCard()}
      />
      <Button type="button" label="Download vCard" icon="pi pi-id-card" outlined onClick={downloadVCard} />
    </div>
  );
}
