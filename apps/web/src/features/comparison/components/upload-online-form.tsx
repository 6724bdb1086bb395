import {
  COPY_LABEL_MS,
  DEFAULT_VALIDITY_DAYS,
  LINK_MESSAGES,
  uploadBodySchema,
  uploadPathFor,
  uploadReplySchema,
  genderCodeOf,
  type BuiltComparisonType,
  type Insured,
  type UploadReply,
  type UploadViewFields,
} from '@portal/contracts';
import { formatDdMmYyyy, formatSingaporeDateTime } from '@portal/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/form-resolver';
import { getSession } from '../../../lib/session';
import { getDisplaySettings } from '../../../lib/ui-settings-store';
import { FormField, textFieldsOf } from '../../../components/form-field';
import { textAreasOf } from '../../../components/text-area-fields';

// spec 000 §2.7, §4.4, §5.5, §8, §9: the Upload Online dialog of every results table. Issue 10: a chunk
// of its own, fetched when the adviser first opens it (upload-online-dialog.tsx).

// The dialog's part of the upload body: the three texts under the spec 000 §5.5 rule and the validity.
const detailsSchema = uploadBodySchema.pick({
  clientName: true,
  clientDescription: true,
  advisorRecommendation: true,
  validityPeriod: true,
});
type Details = z.output<typeof detailsSchema>;
const EMPTY: z.input<typeof detailsSchema> = {
  clientName: '',
  clientDescription: '',
  advisorRecommendation: '',
  validityPeriod: DEFAULT_VALIDITY_DAYS,
};
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
  /** Issue 10: the view mode and compare-at the table showed, so the client sees that view. */
  view?: UploadViewFields | null;
};

function upload(source: UploadSource, details: Details): Promise<UploadReply> {
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
      validityPeriod: details.validityPeriod,
      ignoreList: source.ignoreList,
      ...source.view,
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
  const form = useForm({ resolver: contractResolver(detailsSchema), defaultValues: EMPTY });
  const [isBusy, setIsBusy] = useState(false);
  const [published, setPublished] = useState<UploadReply | null>(null);

  const close = () => {
    onClose();
    setPublished(null);
    form.reset(EMPTY);
  };
  const submit = form.handleSubmit(async (details) => {
    setIsBusy(true);
    try {
      setPublished(await upload(source, details));
    } catch {
      window.alert(LINK_MESSAGES.uploadFailed);
    } finally {
      setIsBusy(false);
    }
  });
  const { text } = textFieldsOf(form, 'upload');
  const area = textAreasOf(form, 'upload');

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
        <form noValidate onSubmit={(event) => void submit(event)}>
          {text('clientName', "Client's name on comparison")}
          {area('clientDescription', 'Client description (seen only by you)', { rows: 3 })}
          {area('advisorRecommendation', 'Advisor recommendation', { rows: 3 })}
          <FormField id="upload-validity" label="Validity period">
            <Controller
              control={form.control}
              name="validityPeriod"
              render={({ field }) => (
                <Dropdown
                  inputId="upload-validity"
                  value={field.value}
                  options={VALIDITY_OPTIONS}
                  onChange={(e) => field.onChange(e.value as Details['validityPeriod'])}
                />
              )}
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
