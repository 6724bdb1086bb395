import { SIGN_IN_BOOT_SCRIPT } from '@portal/contracts';
import helmet from '@fastify/helmet';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';

/** Issue 34: the one inline script of the SPA (the sign-in page painted from its HTML), by its hash. */
const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SIGN_IN_BOOT_SCRIPT).digest('base64')}'`;

/**
 * Issue 3: security headers on every answer. The built SPA's only inline script is the sign-in boot
 * script, allowed by its hash (issue 34); script-src is otherwise 'self' only. PrimeReact injects <style> elements and style attributes at run time, hence
 * 'unsafe-inline' for styles (styles cannot run code). The QR code is a data: image.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'publicUrl'>) {
  const isHttps = config.publicUrl?.startsWith('https:') ?? false;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", BOOT_SCRIPT_HASH],
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
