import { SOCIAL_FIELDS, SOCIAL_LABELS, isWebUrl, type PublicAdviser } from '@portal/contracts';
import type { AppDeps } from '../../app-deps.js';
import { avatarUrlFor } from '../pictures/pictures.service.js';
import { clientPageSettingsOf, socialLinksOf } from './profile-row.js';
import * as repo from './profile.repository.js';

/**
 * Issue 14: the adviser behind a published link, as the client's page shows them: each detail only if
 * the adviser ticked it in the profile, and the social links they filled in. Null when no link with
 * this id has this rnf, so an unknown or mistyped link learns nothing (ADR 0016). The picture's
 * address starts with `picturesBase`, a path the client's page serves.
 */
export async function findPublicAdviser(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  rnf: string,
  linkId: string,
  picturesBase: string,
): Promise<PublicAdviser | null> {
  const found = await repo.findLinkAdviser(deps.db, rnf.toUpperCase(), linkId);
  if (!found) return null;
  const { adviser, profile } = found;
  const show = clientPageSettingsOf(profile);
  const social = socialLinksOf(profile);
  return {
    name: show.showName ? adviser.name : null,
    title: show.showTitle && show.title ? show.title : null,
    rnf: show.showRnf ? adviser.rnf : null,
    mobile: show.showMobile ? adviser.mobile : null,
    email: show.showEmail ? adviser.email : null,
    pictureUrl: show.showPicture ? await avatarUrlFor(deps, adviser.id, show.picture, picturesBase) : null,
    // Checked again here: only http(s) links ever reach a client's page, whatever is stored.
    socialLinks: SOCIAL_FIELDS.filter((f) => isWebUrl(social[f])).map((field) => ({
      field,
      label: SOCIAL_LABELS[field],
      url: social[field],
    })),
  };
}
