import { z } from 'zod';

// The contact card of spec 000 §2.5, §3, §4.5 and §9. It is designed and rendered in the browser; no call
// carries it (spec 000 §7), so this module holds its constants, its stored shape and its messages.

/** spec 000 §2.5: card styles I, II and III (spec 000 §3 `design`, 1 to 3). */
export const CARD_DESIGNS = [1, 2, 3] as const;
export type CardDesign = (typeof CARD_DESIGNS)[number];
export const CARD_DESIGN_LABELS: Record<CardDesign, string> = { 1: 'Style I', 2: 'Style II', 3: 'Style III' };

export const CARD_SIZE_KINDS = ['standard', 'long'] as const;
export type CardSizeKind = (typeof CARD_SIZE_KINDS)[number];
export const CARD_SIZE_LABELS: Record<CardSizeKind, string> = { standard: 'Standard', long: 'Long Card' };

/** spec 000 §9: screen widths at which the card shrinks (under 1000 px; 414 px or less). */
export const CARD_MEDIUM_SCREEN_BELOW_PX = 1000;
export const CARD_SMALL_SCREEN_MAX_PX = 414;

/** spec 000 §9: card width by height, for wide, medium (under 1000 px) and small (414 px or less) screens. */
export const CARD_SIZES_PX: Record<CardSizeKind, readonly { width: number; height: number }[]> = {
  standard: [
    { width: 414, height: 736 },
    { width: 360, height: 640 },
    { width: 297, height: 528 },
  ],
  long: [
    { width: 414, height: 621 },
    { width: 360, height: 540 },
    { width: 297, height: 450 },
  ],
};

/** The card's size on a screen `screenWidthPx` wide (spec 000 §9). */
export function cardSizeFor(kind: CardSizeKind, screenWidthPx: number): { width: number; height: number } {
  const [wide, medium, small] = CARD_SIZES_PX[kind];
  if (!wide || !medium || !small) throw new Error(`card size table for ${kind} is incomplete`);
  if (screenWidthPx <= CARD_SMALL_SCREEN_MAX_PX) return small;
  if (screenWidthPx < CARD_MEDIUM_SCREEN_BELOW_PX) return medium;
  return wide;
}

/** The downloaded image is rendered at twice the wide card's pixels so it stays sharp on phones. */
export const CARD_DOWNLOAD_PIXEL_RATIO = 2;

/**
 * Issue 31: the JPEG's size, the same whatever the screen it is made on (828 x 1472 Standard, 828 x 1242
 * Long): the wide card of spec 000 §9 at CARD_DOWNLOAD_PIXEL_RATIO. A phone made 594 x 1056 before.
 */
export function cardDownloadSizeFor(kind: CardSizeKind): { width: number; height: number } {
  const wide = cardSizeFor(kind, CARD_MEDIUM_SCREEN_BELOW_PX);
  return { width: wide.width * CARD_DOWNLOAD_PIXEL_RATIO, height: wide.height * CARD_DOWNLOAD_PIXEL_RATIO };
}
/** spec 000 §9: output file name. */
export const CARD_FILE_NAME = 'contact-card.jpeg';
export const VCARD_FILE_NAME = 'contact.vcf';

export const CARD_TITLE_MAX = 60;
export const CARD_SUBTITLE_MAX = 80;
/** The sanitised HTML of the rich content: a card shows a few short paragraphs; this only bounds the stored draft. */
export const CARD_CONTENT_MAX = 20_000;

/** spec 000 §3 "Contact card", plus the size and the QR choice; kept in the browser between visits. */
export const contactCardSchema = z.object({
  title: z.string().max(CARD_TITLE_MAX),
  subtitle: z.string().max(CARD_SUBTITLE_MAX),
  htmlContent: z.string().max(CARD_CONTENT_MAX),
  design: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  size: z.enum(CARD_SIZE_KINDS),
  profileURL: z.string(),
  backgroundURL: z.string(),
  hasQrCode: z.boolean(),
});
export type ContactCard = z.infer<typeof contactCardSchema>;

export const CARD_MESSAGES = {
  // spec 000 §2.5: the page asks for at least one of each picture and leads to /profile
  needPictures:
    'Please upload at least 1 profile picture and 1 background picture in your profile to create a card.',
  goToProfile: 'Go to Profile',
  picturesFailed: 'Your pictures could not be loaded. Please try again later.',
  // spec 000 §2.5 and §8: Safari draws pictures into the image only from the second rendering on
  safariAlert:
    'Safari needs to generate the card more than once so that the pictures appear. Please wait for the download and, if a picture is missing, press Download again.',
  downloadFailed: 'The card could not be generated. Please try again.',
  // Financial Advisers Act s17: only a licensed financial adviser may use the title; its
  // representatives describe themselves as representatives.
  titleFinancialAdviser:
    "Only a licensed financial adviser may use the title 'financial adviser' (Financial Advisers Act s17). As a representative, write 'financial adviser representative'.",
  titleIndependent:
    "Only a licensed financial adviser that meets MAS's conditions may call itself 'independent' (Financial Advisers Act s17). Remove 'independent' unless your firm may use it.",
} as const;

// 'financial adviser' (or 'advisor', 'advisers') not followed by 'representative'
const BARE_FINANCIAL_ADVISER = /\bfinancial\s+advis[eo]rs?\b(?!\s+representatives?\b)/i;
const INDEPENDENT = /\bindependent(ly)?\b/i;

/** The regulatory warnings a card title earns (beyond the spec; issue 14). */
export function cardTitleWarnings(title: string): string[] {
  const warnings: string[] = [];
  if (INDEPENDENT.test(title)) warnings.push(CARD_MESSAGES.titleIndependent);
  if (BARE_FINANCIAL_ADVISER.test(title)) warnings.push(CARD_MESSAGES.titleFinancialAdviser);
  return warnings;
}
