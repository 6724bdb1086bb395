import {
  DEV_CODES,
  MAX_PICTURE_BYTES,
  PICTURE_MESSAGES,
  PICTURE_PATHS,
  PICTURE_TYPES,
  SERVER_MESSAGES,
  getArrayPathFor,
  getArrayReplySchema,
  getUploadPathFor,
  getUploadReplySchema,
  managePicBodySchema,
  managePicReplySchema,
  uploadPictureReplySchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { HttpError } from '../../platform/http-error.js';
import { requestMeta } from '../../platform/request-meta.js';
import { requireAdviserId } from '../session/authenticate.js';
import { isPictureSignatureValid } from './picture-url.js';
import * as pictures from './pictures.service.js';
import { extractUploadedFile } from './upload-body.js';

/** Room for a multipart wrapper around a file at the limit; the file itself is measured after. */
const UPLOAD_BODY_LIMIT = MAX_PICTURE_BYTES + 64 * 1024;

// spec 002 §7: the two-step picture upload, the lists, and (ours) the signed picture address.
export function picturesRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { onRequest: app.authenticate };
    for (const type of PICTURE_TYPES) {
      app.get(
        getArrayPathFor(type),
        { ...auth, schema: { response: { 200: getArrayReplySchema } } },
        (request) => pictures.listPictures(deps, requireAdviserId(request), type),
      );
      app.get(
        getUploadPathFor(type),
        { ...auth, schema: { response: { 200: getUploadReplySchema } } },
        (request) => pictures.createUploadUrl(deps, requireAdviserId(request), type),
      );
    }
    app.post(
      PICTURE_PATHS.managePic,
      { ...auth, schema: { body: managePicBodySchema, response: { 200: managePicReplySchema } } },
      (request) =>
        pictures.managePictures(
          deps,
          requireAdviserId(request),
          request.body.type,
          request.body.arr,
          requestMeta(request),
        ),
    );

    // The PUT takes the file's bytes whatever type the browser declares: sharp decides what it is.
    await app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, (_req, body, done) =>
        done(null, body),
      );
      raw.setErrorHandler((error, _request, reply) => {
        // A body over the limit is a file over 2 MB: say so in the widget's words.
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          return reply
            .code(413)
            .send({ message: PICTURE_MESSAGES.fileTooLarge, devCode: DEV_CODES.pictureInvalid });
        throw error;
      });
      raw.withTypeProvider<ZodTypeProvider>().put(
        PICTURE_PATHS.upload,
        {
          ...auth,
          schema: {
            params: z.object({ token: z.string().max(100) }),
            response: { 200: uploadPictureReplySchema },
          },
        },
        (request) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const file = extractUploadedFile(body, request.headers['content-type']);
          return pictures.receiveUpload(
            deps,
            requireAdviserId(request),
            request.params.token,
            file,
            requestMeta(request),
          );
        },
      );
    });

    registerPictureRoute(app, deps, PICTURE_PATHS.picture);
  };
}

/**
 * GET `path` (ending in /:fileName) answers a listed picture to whoever holds its signed address. The
 * API serves it under /api/public/pictures; the client's page under its own prefix (ADR 0016).
 */
export function registerPictureRoute(app: FastifyInstance, deps: AppDeps, path: string): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    path,
    {
      schema: {
        params: z.object({ fileName: z.string().max(100) }),
        querystring: z.object({ exp: z.coerce.number().int(), sig: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { fileName } = request.params;
      const { exp, sig } = request.query;
      const isSigned = isPictureSignatureValid(deps.config.jwtSecret, fileName, exp, sig, deps.clock.now());
      const found = isSigned ? await pictures.readPicture(deps, fileName) : null;
      if (!found) throw new HttpError(404, SERVER_MESSAGES.notFound, DEV_CODES.notFound);
      return reply
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', 'inline')
        .type(found.contentType)
        .send(found.body);
    },
  );
}
