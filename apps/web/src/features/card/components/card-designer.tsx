import {
  CARD_DESIGN_LABELS,
  CARD_DESIGNS,
  CARD_MEDIUM_SCREEN_BELOW_PX,
  CARD_SIZE_KINDS,
  CARD_SIZE_LABELS,
  CARD_SUBTITLE_MAX,
  CARD_TITLE_MAX,
  cardSizeFor,
  cardTitleWarnings,
  contactCardSchema,
  pictureFileNameOf,
  type ContactCard,
  type Picture,
  type UserDetails,
} from '@portal/contracts';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { TabPanel, TabView } from 'primereact/tabview';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { PicturePicker } from '../../../components/picture-picker';
import { contractResolver } from '../../../lib/form-resolver';
import { EMPTY_CARD, readCardDraft, writeCardDraft } from '../lib/card-draft';
import { startingContentFor } from '../lib/card-start';
import { useScreenWidth } from '../lib/use-screen-width';
import { useVCardQr } from '../lib/use-vcard-qr';
import { CardActions } from './card-actions';
import { CardPreview } from './card-preview';
import { RichTextEditor } from './rich-text-editor';

const DESIGN_OPTIONS = CARD_DESIGNS.map((value) => ({ value, label: CARD_DESIGN_LABELS[value] }));
const SIZE_OPTIONS = CARD_SIZE_KINDS.map((value) => ({ value, label: CARD_SIZE_LABELS[value] }));

type CardDesignerProps = {
  avatars: readonly Picture[];
  backgrounds: readonly Picture[];
  adviser: UserDetails;
};

/**
 * The stored choice's current address (addresses are signed and change between visits, the file name
 * stays); a picture no longer among the uploads falls back to the first upload.
 */
const pick = (stored: string, pictures: readonly Picture[]) =>
  (pictures.find((p) => p.fileName === pictureFileNameOf(stored)) ?? pictures[0])?.url ?? '';

type CardControl = Control<ContactCard, unknown, ContactCard>;

/** The FAA s17 warnings under the title, as it is typed. */
function TitleWarnings({ control }: { control: CardControl }) {
  const warnings = cardTitleWarnings(useWatch({ control, name: 'title' }));
  return (
    <div className="card-warnings" aria-live="polite">
      {warnings.map((warning) => (
        <p key={warning} className="card-warning">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {warning}
        </p>
      ))}
    </div>
  );
}

type LivePreviewProps = { control: CardControl; initialCard: ContactCard; adviser: UserDetails };

/**
 * The card as it is designed, kept as the draft. The form is watched here, not in the designer: a key
 * in a text field re-renders the preview and its field, not the picture tabs and choices around them.
 */
function LivePreview({ control, initialCard, adviser }: LivePreviewProps) {
  const card = { ...initialCard, ...useWatch({ control }) };
  const cardJson = JSON.stringify(card);
  useEffect(() => writeCardDraft(JSON.parse(cardJson) as ContactCard), [cardJson]);

  const screenWidth = useScreenWidth();
  const { width, height } = cardSizeFor(card.size, screenWidth);
  const qrDataUrl = useVCardQr(card.hasQrCode ? { ...adviser, title: card.title } : null);
  // Issue 31: the download is made from a copy at the wide size, off-screen, so the JPEG is the same
  // size on a phone as on a laptop (cardDownloadSizeFor); the visible preview follows the screen.
  const exportSize = cardSizeFor(card.size, CARD_MEDIUM_SCREEN_BELOW_PX);
  const exportRef = useRef<HTMLDivElement>(null);

  return (
    <section className="card-designer__preview" aria-labelledby="card-preview-heading">
      <h2 id="card-preview-heading" className="section-title">
        Preview
      </h2>
      <CardPreview card={card} width={width} height={height} qrDataUrl={qrDataUrl} />
      <div className="card-export-stage" aria-hidden="true" inert>
        <CardPreview
          ref={exportRef}
          card={card}
          width={exportSize.width}
          height={exportSize.height}
          qrDataUrl={qrDataUrl}
          testId="card-export"
        />
      </div>
      <CardActions previewRef={exportRef} adviser={adviser} title={card.title} />
    </section>
  );
}

/** spec 000 §2.5 and §4.5: choose pictures, style and size, edit the content, preview, download. */
export function CardDesigner({ avatars, backgrounds, adviser }: CardDesignerProps) {
  const [initialCard] = useState<ContactCard>(() => {
    const draft = readCardDraft();
    const isNew = JSON.stringify(draft) === JSON.stringify(EMPTY_CARD);
    return {
      ...draft,
      htmlContent: isNew ? startingContentFor(adviser) : draft.htmlContent,
      profileURL: pick(draft.profileURL, avatars),
      backgroundURL: pick(draft.backgroundURL, backgrounds),
    };
  });
  const form = useForm({ resolver: contractResolver(contactCardSchema), defaultValues: initialCard });

  return (
    <div className="card-designer">
      <form className="card-designer__form" noValidate onSubmit={(e) => e.preventDefault()}>
        <TabView className="card-designer__pictures">
          <TabPanel header="Profile Picture">
            <Controller
              control={form.control}
              name="profileURL"
              render={({ field }) => (
                <PicturePicker
                  label="Profile picture"
                  name="card-profile"
                  urls={avatars.map((p) => p.url)}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          </TabPanel>
          <TabPanel header="Background Picture">
            <Controller
              control={form.control}
              name="backgroundURL"
              render={({ field }) => (
                <PicturePicker
                  label="Background picture"
                  name="card-background"
                  urls={backgrounds.map((p) => p.url)}
                  value={field.value}
                  onChange={field.onChange}
                  isWide
                />
              )}
            />
          </TabPanel>
        </TabView>

        <div className="card-designer__choices">
          <div className="form-field">
            <span id="card-style-label" className="field-label">
              Card style
            </span>
            <Controller
              control={form.control}
              name="design"
              render={({ field }) => (
                <SelectButton
                  value={field.value}
                  options={DESIGN_OPTIONS}
                  allowEmpty={false}
                  aria-labelledby="card-style-label"
                  onChange={(e) => field.onChange(e.value as ContactCard['design'])}
                />
              )}
            />
          </div>
          <div className="form-field">
            <span id="card-size-label" className="field-label">
              Card size
            </span>
            <Controller
              control={form.control}
              name="size"
              render={({ field }) => (
                <SelectButton
                  value={field.value}
                  options={SIZE_OPTIONS}
                  allowEmpty={false}
                  aria-labelledby="card-size-label"
                  onChange={(e) => field.onChange(e.value as ContactCard['size'])}
                />
              )}
            />
          </div>
        </div>

        <FormField id="card-title" label="Title" hint="e.g. Financial Adviser Representative">
          <InputText
            id="card-title"
            maxLength={CARD_TITLE_MAX}
            className="w-full"
            {...form.register('title')}
          />
        </FormField>
        <TitleWarnings control={form.control} />
        <FormField id="card-subtitle" label="Subtitle">
          <InputText
            id="card-subtitle"
            maxLength={CARD_SUBTITLE_MAX}
            className="w-full"
            {...form.register('subtitle')}
          />
        </FormField>
        <div className="form-field">
          <span id="card-content-label" className="field-label">
            Content
          </span>
          <Controller
            control={form.control}
            name="htmlContent"
            render={({ field }) => (
              <RichTextEditor
                id="card-content"
                labelId="card-content-label"
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        </div>
        <div className="card-designer__qr-choice">
          <Controller
            control={form.control}
            name="hasQrCode"
            render={({ field }) => (
              <Checkbox
                inputId="card-qr"
                checked={field.value}
                onChange={(e) => field.onChange(e.checked === true)}
              />
            )}
          />
          <label htmlFor="card-qr">Show a QR code that saves my contact (vCard)</label>
        </div>
      </form>

      <LivePreview control={form.control} initialCard={initialCard} adviser={adviser} />
    </div>
  );
}
