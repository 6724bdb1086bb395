import { SIGN_IN_BOOT_SCRIPT } from '@portal/contracts';
import helmet from '@fastify/helmet';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** Issue 34: the sign-in page's boot script (painted from the SPA's HTML), by its hash. */
const BOOT_SCRIPT_HASH = hashOf(SIGN_IN_BOOT_SCRIPT);

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * Issue 34 (ADR 0042): the hashes of the inline scripts in the SPA's index.html as built (the boot
 * script and the build's loader, which asks for the app's files), for the Content-Security-Policy.
 */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(INLINE_SCRIPT)].map((match) => hashOf(match[1] ?? ''));

/**
 * Issue 3: security headers on every answer. The built SPA's inline scripts (the sign-in boot script and
 * the loader, issue 34) are allowed by their hashes; script-src is otherwise 'self' only. PrimeReact injects <style> elements and style attributes at run time, hence
 * 'unsafe-inline' for styles (styles cannot run code). The QR code is a data: image.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl'>,
  spaScriptHashes: readonly string[] = [],
) {
  const isHttps = config.publicUrl?.startsWith('https:') ?? false;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...new Set([BOOT_SCRIPT_HASH, ...spaScriptHashes])],
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
