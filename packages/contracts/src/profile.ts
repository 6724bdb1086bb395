import { z } from 'zod';
import { FIELD_MESSAGES } from './messages.js';
import {
  isSingleLine,
  mobileField,
  newPasswordField,
  otpField,
  requiredText,
  singleLine,
} from './validation.js';

// spec 002 §2 Profile, §3 User details, §5 Profile / Password change / Social links, §7, §8 (issue 14).

/** spec 002 §8, word for word; the ones marked 'ours' are the API's wording where the spec has none. */
export const PROFILE_MESSAGES = {
  infoUpdated: 'Preferred Name and mobile updated',
  infoFailed: 'Updated failed, please try again later',
  // spec 002 §5 words it this way, 'password' included, for an unchanged name and mobile
  noChange: 'No change in preferred name & password',
  nameRequired: FIELD_MESSAGES.nameRequired,
  mobileInvalid: FIELD_MESSAGES.mobileInvalid,
  confirmRequestUpdate: 'Please confirm request for change of RNF, RNF Name & email?',
  requestSubmitted: 'Request submitted',
  requestFailed: 'Request failed. Please try again later.',
  requestSentLabel: 'Request Sent',
  requestUpdateLabel: 'Request Update',
  passwordUpdated: 'Password is updated',
  passwordsDoNotMatch: FIELD_MESSAGES.passwordsDoNotMatch,
  passwordRule: FIELD_MESSAGES.passwordRule,
  otpRequired: FIELD_MESSAGES.otpRequired,
  /** Ours: the current password field left empty. */
  currentPasswordRequired: 'Current password is required',
  /** Ours: the current password given is wrong. */
  currentPasswordWrong: 'Current password is incorrect',
  /** Ours: spec 002 §5 'must differ from the current one'. */
  passwordUnchanged: 'New password must be different from the current password',
  socialUpdated: 'Social Media Account Updated',
  urlInvalid: 'Please enter a valid URL',
  /** Ours: the client page details were saved. */
  clientPageSaved: 'Client page details updated',
  /** Ours (issue 36): the link notice choices were saved. */
  linkNoticesSaved: 'Email notices updated',
  /** Ours: a title longer than the card allows. */
  titleTooLong: 'Title must be at most 80 characters',
} as const;

export const PROFILE_PATHS = {
  /** Ours: everything the profile page reads (spec 002 §3 User details plus validity and settings). */
  userDetails: '/api/dashboard/profile/userDetails',
  // spec 002 §7, word for word
  updateInfo: '/api/dashboard/profile/updateInfo',
  requestUpdate: '/api/dashboard/profile/requestUpdate',
  updatePassword: '/api/dashboard/profile/updatePassword',
  updateSocial: '/api/dashboard/profile/updateSocialMediaAccAccount',
  /** Ours: which details the client's page shows (issue 14). */
  clientPage: '/api/dashboard/profile/clientPage',
  /** Ours (issue 36): which emails about published links the adviser gets. */
  linkNotices: '/api/dashboard/profile/linkNotices',
} as const;

/**
 * Issue 36: an email the first time a client opens a link (never for the adviser's own preview), and one
 * two days before a link expires unopened. Both on until the adviser turns them off.
 */
export const linkNoticesSchema = z.object({
  firstOpen: z.boolean(),
  unopenedBeforeExpiry: z.boolean(),
});
export type LinkNotices = z.infer<typeof linkNoticesSchema>;
export const DEFAULT_LINK_NOTICES: LinkNotices = { firstOpen: true, unopenedBeforeExpiry: true };
/** How long before its expiry an unopened link is mentioned. */
export const UNOPENED_NOTICE_DAYS = 2;

// spec 002 §9: the eight social fields, in the spec's order.
export const SOCIAL_FIELDS = [
  'discord',
  'facebook',
  'instagram',
  'linkedin',
  'reddit',
  'telegram',
  'twitter',
  'youtube',
] as const;
export type SocialField = (typeof SOCIAL_FIELDS)[number];

export const SOCIAL_LABELS: Record<SocialField, string> = {
  discord: 'Discord',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  reddit: 'Reddit',
  telegram: 'Telegram',
  twitter: 'Twitter',
  youtube: 'YouTube',
};

// http or https, then a host of dot-separated labels (no user:password@), an optional port, then a
// path, query or fragment without spaces or quotes. No other scheme (javascript:, data:) ever reaches
// the published page.
const WEB_URL =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#][^\s"'<>\\]*)?$/i;

/**
 * A valid web address (spec 002 §5 'must be a valid URL'). Issue 31: a valid http:// address is a
 * valid URL too; issue 14 had allowed https only.
 */
export function isWebUrl(value: string): boolean {
  return WEB_URL.test(value);
}

/** spec 002 §5: optional, trimmed, a valid URL; an empty field clears the link (sent as ''). */
export const socialUrlField = z
  .string({ error: PROFILE_MESSAGES.urlInvalid })
  .overwrite((v) => v.trim())
  .max(500, PROFILE_MESSAGES.urlInvalid)
  .refine((v) => v === '' || (isWebUrl(v) && isSingleLine(v)), PROFILE_MESSAGES.urlInvalid);

/** Body of updateSocialMediaAccAccount: each field optional; a missing field leaves that link as it was. */
export const socialLinksBodySchema = z.object(
  Object.fromEntries(SOCIAL_FIELDS.map((f) => [f, socialUrlField.optional()])) as Record<
    SocialField,
    z.ZodOptional<typeof socialUrlField>
  >,
);
export type SocialLinksBody = z.input<typeof socialLinksBodySchema>;

/** The stored links: '' for none. */
export const socialLinksSchema = z.object(
  Object.fromEntries(SOCIAL_FIELDS.map((f) => [f, z.string()])) as Record<SocialField, z.ZodString>,
);
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/** A message reply: spec 002 §7 answers 'success, msg' for several profile calls. */
export const successMsgReplySchema = z.object({ success: z.literal(true), msg: z.string() });
export type SuccessMsgReply = z.infer<typeof successMsgReplySchema>;

// spec 002 §5 Profile: name required, mobile 8 digits starting 6, 8 or 9.
export const updateInfoBodySchema = z.object({
  name: requiredText(PROFILE_MESSAGES.nameRequired, 100),
  mobile: mobileField,
});
export type UpdateInfoBody = z.input<typeof updateInfoBodySchema>;

/** Reply of GET requestUpdate: the open request (an open request is answered again, not duplicated). */
export const requestUpdateReplySchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  requestedAt: z.string(),
});
export type RequestUpdateReply = z.infer<typeof requestUpdateReplySchema>;

// spec 002 §5 Password change. The confirmation is checked in the form only (passwordFormSchema).
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: PROFILE_MESSAGES.currentPasswordRequired })
    .min(1, PROFILE_MESSAGES.currentPasswordRequired)
    .max(256),
  newPassword: newPasswordField,
  otp: otpField,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** The change-password form: the body plus the confirmation ('Passwords do not match'). */
export const passwordFormSchema = changePasswordBodySchema
  .extend({
    confirmPassword: z
      .string({ error: FIELD_MESSAGES.confirmPasswordRequired })
      .min(1, FIELD_MESSAGES.confirmPasswordRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PROFILE_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: PROFILE_MESSAGES.passwordUnchanged,
    path: ['newPassword'],
  });
export type PasswordFormValues = z.input<typeof passwordFormSchema>;

export const MAX_TITLE_LENGTH = 80;

/**
 * Issue 14: what the client's page shows of the adviser; each detail only when ticked. `picture` is the
 * chosen profile picture's fileName (one of the adviser's avatarURL pictures), null for none chosen.
 */
export const clientPageSettingsSchema = z.object({
  showPicture: z.boolean(),
  picture: z
    .string()
    .max(100)
    .refine(...singleLine)
    .nullable(),
  showName: z.boolean(),
  showTitle: z.boolean(),
  title: z
    .string()
    .overwrite((v) => v.trim())
    .max(MAX_TITLE_LENGTH, PROFILE_MESSAGES.titleTooLong)
    .refine(...singleLine),
  showRnf: z.boolean(),
  showMobile: z.boolean(),
  showEmail: z.boolean(),
});
export type ClientPageSettings = z.infer<typeof clientPageSettingsSchema>;
/** The same settings as stored and answered (no trimming: a reply schema must not transform). */
export const storedClientPageSettingsSchema = clientPageSettingsSchema.extend({ title: z.string() });

/** Before the adviser chooses: name and rnf, as the client page showed before issue 14. */
export const DEFAULT_CLIENT_PAGE_SETTINGS: ClientPageSettings = {
  showPicture: false,
  picture: null,
  showName: true,
  showTitle: false,
  title: '',
  showRnf: true,
  showMobile: false,
  showEmail: false,
};

/** GET userDetails: spec 002 §3 User details, the membership end, and the open rnf-change request. */
export const profileReplySchema = z.object({
  success: z.literal(true),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  rnf: z.string(),
  rnfName: z.string(),
  /** Picture URLs (signed, short-lived: fetch the list again rather than storing them). */
  avatarURL: z.array(z.string()),
  backgroundURL: z.array(z.string()),
  /** ISO end of membership (spec 002 §2 'membership (account) validity'); null = no end date. */
  validUntil: z.string().nullable(),
  /** Whether membership is still valid now. */
  isMembershipValid: z.boolean(),
  socialMediaAccounts: socialLinksSchema,
  clientPage: storedClientPageSettingsSchema,
  /** Issue 36: absent from servers before it; the defaults then. */
  linkNotices: linkNoticesSchema.optional(),
  /** ISO time of the open rnf/rnf name/email change request; null when none is open. */
  openRequestAt: z.string().nullable(),
});
export type ProfileReply = z.infer<typeof profileReplySchema>;

/**
 * Issue 14: the adviser as a client's page shows them; each detail is null unless the adviser ticked
 * it, social links are those the adviser filled in.
 */
export const publicAdviserSchema = z.object({
  name: z.string().nullable(),
  title: z.string().nullable(),
  rnf: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** A signed, expiring picture address. */
  pictureUrl: z.string().nullable(),
  socialLinks: z.array(z.object({ field: z.enum(SOCIAL_FIELDS), label: z.string(), url: z.string() })),
});
export type PublicAdviser = z.infer<typeof publicAdviserSchema>;
