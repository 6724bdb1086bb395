import {
  DEFAULT_LINK_NOTICES,
  DEV_CODES,
  PICTURE_MESSAGES,
  PROFILE_MESSAGES as M,
  SERVER_MESSAGES,
  pictureFileNameOf,
  type ClientPageSettings,
  type LinkNotices,
  type ProfileReply,
  type RequestUpdateReply,
  type SocialLinksBody,
  type SuccessMsgReply,
} from '@portal/contracts';
import type { AppDeps, RequestMeta } from '../../app-deps.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../platform/http-error.js';
import { AUDIT_EVENTS, recordAudit } from '../audit/audit.service.js';
import { enqueueMail } from '../mail/outbox.service.js';
import { isOwnAvatar, listPictures } from '../pictures/pictures.service.js';
import { clientPageSettingsOf, socialLinksOf } from './profile-row.js';
import * as repo from './profile.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'storage'>;

const notFound = () => new HttpError(404, SERVER_MESSAGES.notFound, DEV_CODES.notFound);

async function requireAdviser(deps: Pick<AppDeps, 'db'>, adviserId: string) {
  const found = await repo.findAdviserWithProfile(deps.db, adviserId);
  if (!found) throw notFound();
  return found;
}

/** Everything the profile page shows (spec 002 §2 Profile, §3 User details). */
export async function getProfile(deps: Deps, adviserId: string): Promise<ProfileReply> {
  const { adviser, profile } = await requireAdviser(deps, adviserId);
  const [avatars, backgrounds, open] = await Promise.all([
    listPictures(deps, adviserId, 'avatarURL'),
    listPictures(deps, adviserId, 'backgroundURL'),
    repo.findOpenRequest(deps.db, adviserId),
  ]);
  const now = deps.clock.now();
  return {
    success: true,
    name: adviser.name,
    mobile: adviser.mobile,
    email: adviser.email,
    rnf: adviser.rnf,
    rnfName: adviser.rnfName,
    avatarURL: avatars.arr,
    backgroundURL: backgrounds.arr,
    validUntil: adviser.validUntil?.toISOString() ?? null,
    isMembershipValid: !adviser.validUntil || adviser.validUntil.getTime() > now.getTime(),
    socialMediaAccounts: socialLinksOf(profile),
    clientPage: clientPageSettingsOf(profile),
    linkNotices: profile
      ? { firstOpen: profile.noticeFirstOpen, unopenedBeforeExpiry: profile.noticeUnopened }
      : DEFAULT_LINK_NOTICES,
    openRequestAt: open?.requestedAt.toISOString() ?? null,
  };
}

/** spec 002 §5 Profile: name and mobile; unchanged values are refused with the spec's words. */
export async function updateInfo(
  deps: Deps,
  adviserId: string,
  body: { name: string; mobile: string },
  meta: RequestMeta,
): Promise<SuccessMsgReply> {
  const { adviser } = await requireAdviser(deps, adviserId);
  if (adviser.name === body.name && adviser.mobile === body.mobile)
    throw new HttpError(400, M.noChange, DEV_CODES.noChange);
  // Issue 32 item 2: the change and its audit row commit together, or the reply is an error and neither is kept.
  await inTransaction(deps, async (tx) => {
    await repo.updateNameAndMobile(tx.db, adviserId, body.name, body.mobile);
    await recordAudit(tx, AUDIT_EVENTS.profileChanged, meta, {
      adviserId,
      details: {
        nameChanged: adviser.name !== body.name,
        mobileChanged: adviser.mobile !== body.mobile,
      },
    });
  });
  return { success: true, msg: M.infoUpdated };
}

/**
 * spec 002 §2, §4: the request to change rnf, rnf name and email. It stays open until an admin closes
 * it (`npm run admin -- adviser request close <id>`); asking again while open changes nothing.
 */
export async function requestUpdate(
  deps: Deps,
  adviserId: string,
  meta: RequestMeta,
): Promise<RequestUpdateReply> {
  const { adviser } = await requireAdviser(deps, adviserId);
  const now = deps.clock.now();
  await inTransaction(deps, async (tx) => {
    if (!(await repo.openRequest(tx.db, adviserId, now))) return;
    await recordAudit(tx, AUDIT_EVENTS.rnfChangeRequested, meta, { adviserId });
    if (deps.config.supportEmail)
      await enqueueMail(tx, {
        to: deps.config.supportEmail,
        subject: `RNF change request from ${adviser.rnf}`,
        text: [
          `${adviser.name} <${adviser.email}> asks to change their RNF, RNF name and email.`,
          `Current RNF: ${adviser.rnf} (${adviser.rnfName})`,
          '',
          'Answer within 2 working days (spec 002 §9), apply the change with the admin commands, then',
          'close it with: npm run admin -- adviser request close <id> (see: npm run admin -- adviser requests)',
        ].join('\n'),
      });
  });
  const open = await repo.findOpenRequest(deps.db, adviserId);
  if (!open) throw new HttpError(500, M.requestFailed, DEV_CODES.internal);
  return { success: true, msg: M.requestSubmitted, requestedAt: open.requestedAt.toISOString() };
}

/** spec 002 §5 Social links: each field given is saved (trimmed, https or empty); the rest stay. */
export async function updateSocialLinks(
  deps: Deps,
  adviserId: string,
  body: SocialLinksBody,
  meta: RequestMeta,
): Promise<SuccessMsgReply> {
  await requireAdviser(deps, adviserId);
  const patch = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  await inTransaction(deps, async (tx) => {
    await repo.upsertProfile(tx.db, adviserId, patch, deps.clock.now());
    await recordAudit(tx, AUDIT_EVENTS.socialLinksChanged, meta, {
      adviserId,
      details: { fields: Object.keys(patch).join(',') },
    });
  });
  return { success: true, msg: M.socialUpdated };
}

/** Issue 36: which emails about published links the adviser gets. */
export async function saveLinkNotices(
  deps: Deps,
  adviserId: string,
  notices: LinkNotices,
): Promise<SuccessMsgReply> {
  await requireAdviser(deps, adviserId);
  await repo.upsertProfile(
    deps.db,
    adviserId,
    { noticeFirstOpen: notices.firstOpen, noticeUnopened: notices.unopenedBeforeExpiry },
    deps.clock.now(),
  );
  return { success: true, msg: M.linkNoticesSaved };
}

/** Issue 14: which details the client's page shows; the picture must be one of the adviser's avatars. */
export async function saveClientPage(
  deps: Deps,
  adviserId: string,
  settings: ClientPageSettings,
  meta: RequestMeta,
): Promise<SuccessMsgReply> {
  await requireAdviser(deps, adviserId);
  const picture = settings.picture === null ? null : pictureFileNameOf(settings.picture);
  if (picture !== null && !(await isOwnAvatar(deps, adviserId, picture)))
    throw new HttpError(404, PICTURE_MESSAGES.unknownPicture, DEV_CODES.notFound);
  const saved = { ...settings, picture };
  await inTransaction(deps, async (tx) => {
    await repo.upsertProfile(tx.db, adviserId, saved, deps.clock.now());
    await recordAudit(tx, AUDIT_EVENTS.clientPageChanged, meta, { adviserId, details: { ...saved } });
  });
  return { success: true, msg: M.clientPageSaved };
}
