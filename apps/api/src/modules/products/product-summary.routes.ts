import {
  BUILT_COMPARISON_TYPES,
  DEV_CODES,
  PRODUCT_SUMMARY_FILE,
  PRODUCT_SUMMARY_PATH,
  SERVER_MESSAGES,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { HttpError } from '../../platform/http-error.js';
import { loadProductSummaryPdf } from './product-summary.service.js';

const paramsSchema = z.object({
  comparisonType: z.enum(BUILT_COMPARISON_TYPES),
  fileName: z.string().regex(PRODUCT_SUMMARY_FILE),
});

/** A file name for Content-Disposition: the quoted ASCII form and the UTF-8 one (RFC 6266). */
const dispositionOf = (fileName: string) =>
  `inline; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

// ADR 0013: sample product summaries, public like a real insurer's brochure, so a link opened in a new
// tab (no bearer token) or from a client's page works.
export function productSummaryRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(PRODUCT_SUMMARY_PATH, { schema: { params: paramsSchema } }, async (request, reply) => {
      const found = await loadProductSummaryPdf(deps, request.params.comparisonType, request.params.fileName);
      if (!found) throw new HttpError(404, SERVER_MESSAGES.notFound, DEV_CODES.notFound);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', dispositionOf(found.fileName))
          // Chrome's PDF viewer is a plugin document: the SPA's policy (object-src 'none', inline styles
          // refused) leaves it blank. A PDF runs no script of ours; it still may not be framed.
          .header('content-security-policy', "frame-ancestors 'none'")
          .send(Buffer.from(found.pdf))
      );
    });
  };
}
