import {
  DEFAULT_CLIENT_PAGE_SETTINGS,
  SOCIAL_FIELDS,
  type ClientPageSettings,
  type SocialLinks,
} from '@portal/contracts';
import type { ProfileRow } from './profile.repository.js';

/** The stored social links, '' for each one never set. */
export function socialLinksOf(profile: ProfileRow | null): SocialLinks {
  return Object.fromEntries(SOCIAL_FIELDS.map((f) => [f, profile?.[f] ?? ''])) as SocialLinks;
}

/** The client page settings, the defaults before the first save. */
export function clientPageSettingsOf(profile: ProfileRow | null): ClientPageSettings {
  if (!profile) return { ...DEFAULT_CLIENT_PAGE_SETTINGS };
  return {
    showPicture: profile.showPicture,
    picture: profile.picture,
    showName: profile.showName,
    showTitle: profile.showTitle,
    title: profile.title,
    showRnf: profile.showRnf,
    showMobile: profile.showMobile,
    showEmail: profile.showEmail,
  };
}
