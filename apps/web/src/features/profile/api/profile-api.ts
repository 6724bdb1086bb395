import {
  PROFILE_PATHS,
  profileReplySchema,
  requestUpdateReplySchema,
  successMsgReplySchema,
  type ChangePasswordBody,
  type ClientPageSettings,
  type LinkNotices,
  type SocialLinksBody,
  type UpdateInfoBody,
} from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

// spec 002 §7: the profile's calls. Each form shows the spec's own success and failure message
// (spec 002 §8), so the calls are quiet.
export const fetchProfile = () => apiRequest(PROFILE_PATHS.userDetails, { reply: profileReplySchema });

export const updateInfo = (body: UpdateInfoBody) =>
  apiRequest(PROFILE_PATHS.updateInfo, { method: 'POST', body, reply: successMsgReplySchema, isQuiet: true });

export const requestUpdate = () =>
  apiRequest(PROFILE_PATHS.requestUpdate, { reply: requestUpdateReplySchema, isQuiet: true });

export const updatePassword = (body: ChangePasswordBody) =>
  apiRequest(PROFILE_PATHS.updatePassword, {
    method: 'POST',
    body,
    reply: successMsgReplySchema,
    isQuiet: true,
  });

export const updateSocialLinks = (body: SocialLinksBody) =>
  apiRequest(PROFILE_PATHS.updateSocial, {
    method: 'POST',
    body,
    reply: successMsgReplySchema,
    isQuiet: true,
  });

export const updateClientPage = (body: ClientPageSettings) =>
  apiRequest(PROFILE_PATHS.clientPage, { method: 'POST', body, reply: successMsgReplySchema, isQuiet: true });

/** Issue 36: which emails about published links the adviser gets. */
export const updateLinkNotices = (body: LinkNotices) =>
  apiRequest(PROFILE_PATHS.linkNotices, {
    method: 'POST',
    body,
    reply: successMsgReplySchema,
    isQuiet: true,
  });
