import DOMPurify from 'dompurify';

// spec 000 §2.5: the rich content is sanitised before preview (and so before download). The editor offers
// bold, italic and lists; everything else (links, images, styles, scripts, attributes) is dropped.
const ALLOWED_TAGS = ['p', 'div', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li'];

export function sanitizeCardHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}

/** The visible text of the content, for counting and for 'is it empty'. */
export function textOfCardHtml(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeCardHtml(html);
  return (holder.textContent ?? '').trim();
}
