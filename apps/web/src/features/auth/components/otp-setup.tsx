import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';

/** The base32 secret from an otpauth:// URL, for advisers who cannot scan the QR code. */
export function readOtpSecret(otpauthUrl: string | undefined): string | null {
  if (!otpauthUrl) return null;
  try {
    return new URL(otpauthUrl).searchParams.get('secret');
  } catch {
    return null;
  }
}

const COPIED_LABEL_MS = 3000;

/** spec 000 §4.1: authenticator setup shows the QR code first, then the code field verifies it. */
export function OtpSetup({
  qrCodeDataURL,
  otpauthUrl,
}: {
  qrCodeDataURL?: string | undefined;
  otpauthUrl?: string | undefined;
}) {
  const secret = readOtpSecret(otpauthUrl);
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_LABEL_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copySecret = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setIsCopied(true);
    } catch {
      // clipboard blocked: the secret stays selectable in its field
    }
  };

  return (
    <section className="otp-setup" aria-labelledby="otp-setup-title">
      <h2 id="otp-setup-title" className="section-title">
        Set up your authenticator app
      </h2>
      <ol className="otp-steps">
        <li>Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password ...).</li>
        <li>Scan this QR code, or type the secret key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      {qrCodeDataURL ? (
        <img
          className="otp-qr"
          src={qrCodeDataURL}
          alt="QR code for your authenticator app"
          width={200}
          height={200}
        />
      ) : null}
      {secret ? (
        <div className="form-field">
          <label htmlFor="otp-secret">Secret key</label>
          <div className="p-inputgroup">
            <InputText
              id="otp-secret"
              value={secret}
              readOnly
              className="otp-secret"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button
              type="button"
              icon={isCopied ? 'pi pi-check' : 'pi pi-copy'}
              label={isCopied ? 'Copied!' : 'Copy'}
              onClick={() => void copySecret()}
              outlined
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}
