import {
  PROFILE_PATHS,
  changePasswordBodySchema,
  clientPageSettingsSchema,
  linkNoticesSchema,
  profileReplySchema,
  requestUpdateReplySchema,
  socialLinksBodySchema,
  successMsgReplySchema,
  updateInfoBodySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requestMeta } from '../../platform/request-meta.js';
import { requireAdviserId } from '../session/authenticate.js';
import { changePassword } from './password-change.service.js';
import * as profile from './profile.service.js';

// spec 002 §7 profile calls (issue 14), with the adviser's bearer token.
export function profileRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { onRequest: app.authenticate };
    app.get(
      PROFILE_PATHS.userDetails,
      { ...auth, schema: { response: { 200: profileReplySchema } } },
      (request) => profile.getProfile(deps, requireAdviserId(request)),
    );
    app.post(
      PROFILE_PATHS.updateInfo,
      { ...auth, schema: { body: updateInfoBodySchema, response: { 200: successMsgReplySchema } } },
      (request) => profile.updateInfo(deps, requireAdviserId(request), request.body, requestMeta(request)),
    );
    app.get(
      PROFILE_PATHS.requestUpdate,
      { ...auth, schema: { response: { 200: requestUpdateReplySchema } } },
      (request) => profile.requestUpdate(deps, requireAdviserId(request), requestMeta(request)),
    );
    app.post(
      PROFILE_PATHS.updateSocial,
      { ...auth, schema: { body: socialLinksBodySchema, response: { 200: successMsgReplySchema } } },
      (request) =>
        profile.updateSocialLinks(deps, requireAdviserId(request), request.body, requestMeta(request)),
    );
    app.post(
      PROFILE_PATHS.clientPage,
      { ...auth, schema: { body: clientPageSettingsSchema, response: { 200: successMsgReplySchema } } },
      (request) =>
        profile.saveClientPage(deps, requireAdviserId(request), request.body, requestMeta(request)),
    );
    app.post(
      PROFILE_PATHS.linkNotices,
      { ...auth, schema: { body: linkNoticesSchema, response: { 200: successMsgReplySchema } } },
      (request) => profile.saveLinkNotices(deps, requireAdviserId(request), request.body),
    );
    app.post(
      PROFILE_PATHS.updatePassword,
      { ...auth, schema: { body: changePasswordBodySchema, response: { 200: successMsgReplySchema } } },
      (request) => {
        if (!request.auth) throw new Error('updatePassword needs authenticate');
        return changePassword(deps, request.auth, request.body, requestMeta(request));
      },
    );
  };
}
