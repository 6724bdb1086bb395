import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { NOT_COUNTED, previewTokenOfRequest } from '../links/link-notices.js';
import { openPublished } from '../links/links.service.js';
import { registerPictureRoute } from '../pictures/pictures.routes.js';
import { findPublicAdviser } from '../profile/public-adviser.service.js';
import { linkParamsSchema, setPublicLinkHeaders } from '../links/links.routes.js';
import type { LinkGuard } from '../links/link-guard.js';
import type { ViewRecorder } from '../links/view-recorder.js';
import { CLIENT_PAGE_CSS, CLIENT_PAGE_CSS_HASH } from './client-page.css.js';
import type { HtmlErrorPages } from '../../platform/error-handlers.js';
import { renderClientPage, renderErrorPage, renderUnavailablePage } from './client-page.html.js';
import { renderClientPdf } from './client-page.pdf.js';
import { adviserPhotoJpeg, pdfFileName } from './client-pdf-parts.js';

/**
 * The path part of CLIENT_VIEW_URL ('/c' by default). When CLIENT_VIEW_URL names another host at its
 * root, that host's proxy forwards to us under '/c' (ADR 0010): a root route would shadow the SPA.
 */
export function clientPagePrefix(config: AppDeps['config']): string {
  const path = config.clientViewUrl ? new URL(config.clientViewUrl).pathname.replace(/\/+$/, '') : '';
  return path || '/c';
}

const cssHrefOf = (prefix: string) => `${prefix}/page.${CLIENT_PAGE_CSS_HASH}.css`;

/**
 * Relative to the page (`{prefix}/{rnf}/{id}`), so it holds behind a proxy that serves another path; the
 * adviser's preview keeps its token, so its PDF is not counted as the client's open either.
 */
const pdfHrefOf = (id: string, preview: string | undefined) =>
  `${encodeURIComponent(id)}/pdf${preview ? `?preview=${preview}` : ''}`;

/** Issue 9: any failure under the prefix (bad input, busy database) answers a small HTML page. */
export function clientPageErrors(config: AppDeps['config']): HtmlErrorPages {
  const prefix = clientPagePrefix(config);
  return {
    isHtmlPath: (path) => path.startsWith(`${prefix}/`),
    render: (status) => renderErrorPage(cssHrefOf(prefix), status),
  };
}

// Issue 6: the client's page, server-rendered and apart from the adviser SPA.
export function clientPageRoutes(deps: AppDeps, guard: LinkGuard, views: ViewRecorder) {
  const prefix = clientPagePrefix(deps.config);
  const cssHref = cssHrefOf(prefix);
  // Issue 14: the adviser's picture, under the page's own prefix ('_' never appears in an rnf).
  const picturesBase = `${prefix}/_pictures`;
  /** The link and its adviser as a client opens them; the adviser's own preview is not counted (issue 36). */
  const openLink = async ({ params, query }: { params: unknown; query: unknown }) => {
    const { rnf, id } = params as { rnf: string; id: string };
    const preview = previewTokenOfRequest(deps.config.jwtSecret, id, query);
    const found = await openPublished(deps, preview ? NOT_COUNTED : views, rnf, id);
    // Issue 14: the adviser as ticked in the profile; null for an id that is not a link of this rnf.
    const adviser = await findPublicAdviser(deps, rnf, id, picturesBase);
    return { found, adviser, pdfHref: pdfHrefOf(id, preview) };
  };
  return async (app: FastifyInstance) => {
    app.get(cssHref, (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('text/css; charset=utf-8')
        .send(CLIENT_PAGE_CSS),
    );
    registerPictureRoute(app, deps, `${picturesBase}/:fileName`);
    app.get(`${prefix}/:rnf/:id`, { schema: { params: linkParamsSchema } }, async (request, reply) => {
      setPublicLinkHeaders(reply);
      reply.type('text/html; charset=utf-8');
      if (!guard.admit(request.ip)) return reply.code(429).send(renderErrorPage(cssHref, 429));
      const { found, adviser, pdfHref } = await openLink(request);
      if (found) return reply.send(renderClientPage(found, cssHref, adviser, pdfHref));
      await guard.recordMiss(request.ip);
      return reply.code(404).send(renderUnavailablePage(cssHref, adviser));
    });
    // Issue 36: the same comparison as a PDF the client can keep; a miss answers the page's 404.
    app.get(`${prefix}/:rnf/:id/pdf`, { schema: { params: linkParamsSchema } }, async (request, reply) => {
      setPublicLinkHeaders(reply);
      if (!guard.admit(request.ip))
        return reply.code(429).type('text/html; charset=utf-8').send(renderErrorPage(cssHref, 429));
      const { found, adviser } = await openLink(request);
      if (!found) {
        await guard.recordMiss(request.ip);
        return reply.code(404).type('text/html; charset=utf-8').send(renderUnavailablePage(cssHref, adviser));
      }
      const pdf = await renderClientPdf(found, adviser, await adviserPhotoJpeg(deps, adviser));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pdfFileName(found)}"`)
        .send(Buffer.from(pdf));
    });
    // Any other path under the prefix is a miss too, never the adviser SPA.
    app.get(`${prefix}/*`, (_request, reply) => {
      setPublicLinkHeaders(reply);
      return reply.code(404).type('text/html; charset=utf-8').send(renderUnavailablePage(cssHref));
    });
  };
}
