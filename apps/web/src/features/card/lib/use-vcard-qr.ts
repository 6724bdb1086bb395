import type { UserDetails } from '@portal/contracts';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { buildVCard } from './vcard';

type QrInput = Pick<UserDetails, 'name' | 'mobile' | 'email' | 'rnf'> & { title?: string };

/** The adviser's vCard as a QR code data URL, or null when `input` is null (no QR on the card). */
export function useVCardQr(input: QrInput | null): string | null {
  const text = input ? buildVCard(input) : null;
  const [qr, setQr] = useState<{ text: string; dataUrl: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let isCurrent = true;
    // Medium error correction survives a printed card's scuffs; a black-on-white code scans everywhere.
    void QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 320 }).then((dataUrl) => {
      if (isCurrent) setQr({ text, dataUrl });
    });
    return () => {
      isCurrent = false;
    };
  }, [text]);
  return text && qr?.text === text ? qr.dataUrl : null;
}
