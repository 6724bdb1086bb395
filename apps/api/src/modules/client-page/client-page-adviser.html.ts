import type { PublicAdviser } from '@portal/contracts';
import { escapeHtml as e } from './escape-html.js';

// Issue 14: the adviser on the client's page, so the client knows who to call. Every value is escaped;
// links are http(s) (checked when saved and again when read), tel: or mailto: of validated values.

const AVATAR_PX = 72;

export function renderAdviserCard(adviser: PublicAdviser): string {
  const picture = adviser.pictureUrl
    ? `<img class="adviser-picture" src="${e(adviser.pictureUrl)}" width="${AVATAR_PX}" height="${AVATAR_PX}" alt="${e(adviser.name ? `Photo of ${adviser.name}` : 'Photo of your adviser')}">`
    : '';
  const facts = [
    adviser.title ? `<li>${e(adviser.title)}</li>` : '',
    adviser.rnf ? `<li>RNF ${e(adviser.rnf)}</li>` : '',
    adviser.mobile ? `<li><a href="tel:+65${e(adviser.mobile)}">${e(adviser.mobile)}</a></li>` : '',
    adviser.email ? `<li><a href="mailto:${e(adviser.email)}">${e(adviser.email)}</a></li>` : '',
  ].join('');
  const social = adviser.socialLinks.length
    ? `<ul class="adviser-social">${adviser.socialLinks
        .map((s) => `<li><a href="${e(s.url)}" rel="noopener noreferrer nofollow">${e(s.label)}</a></li>`)
        .join('')}</ul>`
    : '';
  return `<header class="adviser">${picture}<div class="adviser-text">
<strong>${e(adviser.name ?? 'Your adviser')}</strong>
${facts ? `<ul class="adviser-facts muted">${facts}</ul>` : ''}${social}</div></header>`;
}

/** The line the expired or disabled page shows for a real link: who to ask for a new one. */
export function renderContactLine(adviser: PublicAdviser): string {
  return adviser.name
    ? `<p>Please contact ${e(adviser.name)} for a new link.</p>`
    : '<p>Please contact your adviser for a new link.</p>';
}
