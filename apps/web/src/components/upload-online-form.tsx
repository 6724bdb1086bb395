import {
  COPY_LABEL_MS,
  DEFAULT_VALIDITY_DAYS,
  LINK_MESSAGES,
  linkTextFields,
  uploadPathFor,
  uploadReplySchema,
  genderCodeOf,
  type BuiltComparisonType,
  type Insured,
  type UploadReply,
} from '@portal/contracts';
import { formatDdMmYyyy, formatSingaporeDateTime } from '@portal/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { apiRequest } from '../lib/api-client';
import { getSession } from '../lib/session';
import { getDisplaySettings } from '../lib/ui-settings-store';
import { fieldA11y, FormField } from './form-field';

// spec 000 §2.7, §4.4, §5.5, §8, §9: the Upload Online dialog of every results table. Issue 10: a chunk
// of its own, fetched when the adviser first opens it (upload-online-dialog.tsx).

const detailsSchema = z.object(linkTextFields);
type Details = Record<keyof typeof linkTextFields, string>;
const EMPTY: Details = { clientName: '', clientDescription: '', advisorRecommendation: '' };
const VALIDITY_OPTIONS = [
  { label: '1 day', value: 1 },
  { label: '3 days', value: 3 },
  { label: '8 days', value: 8 },
  { label: '2 weeks', value: 14 },
];

export type UploadSource = {
  type: BuiltComparisonType;
  /** The comparison call's body, exactly as searched (spec 000 §3: plus the query fields). */
  query: Record<string, unknown>;
  insured: Insured;
  ignoreList: string[];
  allowedInsurers: string[];
};

function errorsOf(details: Details): Partial<Details> {
  const parsed = detailsSchema.safeParse(details);
  if (parsed.success) return {};
  const errors: Partial<Details> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as keyof Details] ??= issue.message;
  return errors;
}

function upload(source: UploadSource, details: Details, validityPeriod: number): Promise<UploadReply> {
  const { colorScheme, componentTheme } = getDisplaySettings();
  const { insured } = source;
  return apiRequest(uploadPathFor(source.type), {
    method: 'POST',
    isQuiet: true,
    reply: uploadReplySchema,
    body: {
      ...source.query,
      rnf: getSession()?.userDetails.rnf ?? '',
      type: source.type,
      allowedInsurersArr: source.allowedInsurers,
      clientName: details.clientName,
      clientGender: genderCodeOf(insured),
      clientSmoker: insured.smokingStatus === 'Smoker',
      clientDOB: insured.dob ? formatDdMmYyyy(insured.dob) : null,
      clientALB: insured.alb,
      colorScheme,
      componentTheme,
      advisorRecommendation: details.advisorRecommendation,
      clientDescription: details.clientDescription,
      validityPeriod,
      ignoreList: source.ignoreList,
    },
  });
}

/** The Copy Link button: 'Copied!' for 3 s (spec 000 §9). */
function CopyLinkButton({ link }: { link: string }) {
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPY_LABEL_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);
  return (
    <Button
      type="button"
      icon="pi pi-copy"
      label={isCopied ? LINK_MESSAGES.copied : 'Copy Link'}
      onClick={() => void navigator.clipboard.writeText(link).then(() => setIsCopied(true))}
    />
  );
}

/** The dialog, open while `isOpen`; closing returns it to the entry state (spec 000 §4.4). */
export function UploadOnlineDialog({
  source,
  isOpen,
  onClose,
}: {
  source: UploadSource;
  isOpen: boolean;
  onClose: () => void;
}) {
  const [details, setDetails] = useState<Details>(EMPTY);
  const [validity, setValidity] = useState<number>(DEFAULT_VALIDITY_DAYS);
  const [hasTried, setHasTried] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [published, setPublished] = useState<UploadReply | null>(null);
  const errors = hasTried ? errorsOf(details) : {};

  const close = () => {
    onClose();
    setPublished(null);
    setDetails(EMPTY);
    setValidity(DEFAULT_VALIDITY_DAYS);
    setHasTried(false);
  };
  const submit = async () => {
    setHasTried(true);
    if (Object.keys(errorsOf(details)).length > 0) return;
    setIsBusy(true);
    try {
      setPublished(await upload(source, details, validity));
    } catch {
      window.alert(LINK_MESSAGES.uploadFailed);
    } finally {
      setIsBusy(false);
    }
  };
  const text = (key: keyof Details, label: string, isLong = false) => {
    const props = {
      ...fieldA11y(`upload-${key}`, errors[key]),
      value: details[key],
      onChange: (e: { target: { value: string } }) => setDetails((d) => ({ ...d, [key]: e.target.value })),
    };
    return (
      <FormField id={`upload-${key}`} label={label} error={errors[key]}>
        {isLong ? <InputTextarea rows={3} autoResize {...props} /> : <InputText {...props} />}
      </FormField>
    );
  };

  return (
    <Dialog
      header={published ? 'Upload' : 'Enter Details'}
      visible={isOpen}
      onHide={close}
      className="upload-dialog"
      breakpoints={{ '640px': '95vw' }}
      style={{ width: '32rem' }}
    >
      {published ? (
        <div className="upload-result">
          <p>
            <a href={published.link} target="_blank" rel="noopener noreferrer" className="upload-link">
              {published.link}
            </a>
          </p>
          <div className="form-actions">
            <CopyLinkButton link={published.link} />
            <a
              className="p-button p-button-outlined"
              href={published.link}
              target="_blank"
              rel="noopener noreferrer"
            >
              Visit Link
            </a>
          </div>
          <p className="muted">Expires on {formatSingaporeDateTime(published.expiresAt)}</p>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {text('clientName', "Client's name on comparison")}
          {text('clientDescription', 'Client description (seen only by you)', true)}
          {text('advisorRecommendation', 'Advisor recommendation', true)}
          <FormField id="upload-validity" label="Validity period">
            <Dropdown
              inputId="upload-validity"
              value={validity}
              options={VALIDITY_OPTIONS}
              onChange={(e) => setValidity(e.value as number)}
            />
          </FormField>
          <div className="form-actions">
            <Button type="submit" label="Submit" icon="pi pi-check" loading={isBusy} />
          </div>
        </form>
      )}
    </Dialog>
  );
}
