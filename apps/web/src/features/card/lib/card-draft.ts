import { contactCardSchema, type ContactCard } from '@portal/contracts';
import { readAdviserItem, writeAdviserItem } from '../../../lib/adviser-storage';
import { STORAGE_KEYS } from '../../../lib/storage';

export const EMPTY_CARD: ContactCard = {
  title: '',
  subtitle: '',
  htmlContent: '',
  design: 1,
  size: 'standard',
  profileURL: '',
  backgroundURL: '',
  hasQrCode: false,
};

/** The card as the adviser left it on this browser, or a blank one (logout clears it with the rest). */
export function readCardDraft(): ContactCard {
  try {
    const parsed = contactCardSchema.safeParse(
      JSON.parse(readAdviserItem(localStorage, STORAGE_KEYS.contactCard) ?? 'null'),
    );
    return parsed.success ? parsed.data : EMPTY_CARD;
  } catch {
    return EMPTY_CARD;
  }
}

/** Keeps the card; one over the limits (a huge paste) is not kept, so the last good one survives. */
export function writeCardDraft(card: ContactCard): void {
  if (contactCardSchema.safeParse(card).success)
    writeAdviserItem(localStorage, STORAGE_KEYS.contactCard, JSON.stringify(card));
}
