import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';

/**
 * Issue 3: security headers on every answer. The built SPA has no inline script, so script-src is
 * 'self' only. PrimeReact injects <style> elements and style attributes at run time, hence
 * 'unsafe-inline' for styles (styles cannot run code). The QR code is a data: image.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'publicUrl'>) {
  const isHttps = config.publicUrl?.startsWith('https:') ?? false;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Issue 10: the service worker (/sw.js) and the web app manifest.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Reset links carry their token in the path: never hand the URL to anyone.
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    // HSTS only makes sense, and only takes effect, over https.
    hsts: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    // Auth replies carry tokens; no cache may keep them. A signed picture (issue 14) may be kept
    // privately for the hour its address stays the same.
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/public/pictures/'))
      reply.header('cache-control', 'no-store');
  });
}
