import type { ContactCard } from '@portal/contracts';
import type { CSSProperties, Ref } from 'react';
import { sanitizeCardHtml } from '../lib/card-html';

/** The widest card (spec 000 §9); smaller cards scale every length with their width. */
const BASE_WIDTH_PX = 414;
const BASE_FONT_PX = 16;

type CardPreviewProps = {
  card: ContactCard;
  width: number;
  height: number;
  /** The vCard QR code as a data URL, when the adviser wants it on the card. */
  qrDataUrl: string | null;
  ref?: Ref<HTMLDivElement>;
  testId?: string;
};

/**
 * spec 000 §2.5: the live preview, which is also the node the download renders. Lengths are in em of a
 * font size proportional to the card's width, so the three sizes look alike.
 */
export function CardPreview({
  card,
  width,
  height,
  qrDataUrl,
  ref,
  testId = 'card-preview',
}: CardPreviewProps) {
  const fontSize = (BASE_FONT_PX * width) / BASE_WIDTH_PX;
  // spec 000 §2.5: the rich content is sanitised before preview
  const content = sanitizeCardHtml(card.htmlContent);
  return (
    <div
      ref={ref}
      className={`contact-card contact-card--style-${card.design} contact-card--${card.size}`}
      style={
        { width, height, fontSize, '--card-w': `${width}px`, '--card-h': `${height}px` } as CSSProperties
      }
      data-testid={testId}
    >
      {card.backgroundURL ? (
        <img className="contact-card__background" src={card.backgroundURL} alt="" />
      ) : null}
      <div className="contact-card__body">
        {card.profileURL ? <img className="contact-card__avatar" src={card.profileURL} alt="" /> : null}
        <div className="contact-card__heading">
          {card.title ? <p className="contact-card__title">{card.title}</p> : null}
          {card.subtitle ? <p className="contact-card__subtitle">{card.subtitle}</p> : null}
        </div>
        <div className="contact-card__content" dangerouslySetInnerHTML={{ __html: content }} />
        {qrDataUrl ? (
          <div className="contact-card__footer">
            <img className="contact-card__qr" src={qrDataUrl} alt="QR code: save my contact" />
          </div>
        ) : null}
      </div>
    </div>
  );
}
