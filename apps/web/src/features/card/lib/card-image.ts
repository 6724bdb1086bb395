import { CARD_DOWNLOAD_PIXEL_RATIO } from '@portal/contracts';

/** Safari, and only Safari: Chrome, Edge, Firefox and Android browsers also put 'Safari' in their agent. */
export function isSafariBrowser(userAgent: string = navigator.userAgent): boolean {
  return /safari/i.test(userAgent) && !/chrome|chromium|crios|fxios|edg|android/i.test(userAgent);
}

/**
 * WebKit paints the pictures inside html-to-image's SVG only once they are decoded, which happens on
 * the first rendering; the second or third one has them. Other engines get them right the first time.
 */
const SAFARI_RENDERINGS = 3;

/**
 * The card as a JPEG data URL at twice its on-screen pixels (spec 000 §2.5: contact-card.jpeg). Web
 * fonts the card uses are embedded by html-to-image, which reads the page's @font-face rules.
 */
export async function renderCardJpeg(
  node: HTMLElement,
  { isSafari = isSafariBrowser() } = {},
): Promise<string> {
  // Issue 10: loaded at the first download, not with the card page.
  const { toJpeg } = await import('html-to-image');
  const options = {
    pixelRatio: CARD_DOWNLOAD_PIXEL_RATIO,
    quality: 0.92,
    backgroundColor: '#ffffff',
    width: node.offsetWidth,
    height: node.offsetHeight,
  };
  let dataUrl = await toJpeg(node, options);
  for (let i = 1; isSafari && i < SAFARI_RENDERINGS; i += 1) dataUrl = await toJpeg(node, options);
  return dataUrl;
}
