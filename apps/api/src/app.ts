import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppDeps } from './app-deps.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { comparisonRoutes } from './modules/comparison/comparison.routes.js';
import { clientPageRoutes } from './modules/client-page/client-page.routes.js';
import { linksRoutes } from './modules/links/links.routes.js';
import { createMissLimiter } from './modules/links/miss-limiter.js';
import { productsAdminRoutes } from './modules/products/products.routes.js';
import { productSummaryRoutes } from './modules/products/product-summary.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { homeRoutes } from './modules/home/home.routes.js';
import { registrationRoutes } from './modules/registration/registration.routes.js';
import { registerAuthenticate } from './modules/session/authenticate.js';
import { sessionLimitKey } from './modules/session/session-limit.js';
import { sessionRoutes } from './modules/session/session.routes.js';
import { themeRoutes } from './modules/theme/theme.routes.js';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes.js';
import { feedbackRoutes } from './modules/feedback/feedback.routes.js';
import { picturesRoutes } from './modules/pictures/pictures.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { registerErrorHandlers } from './platform/error-handlers.js';
import { createRateLimitStore, registerRateLimit } from './platform/rate-limit.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { fastifyTrustProxy } from './platform/trust-proxy.js';
import { buildLoggerOptions } from './platform/logger.js';
import { findUp } from './platform/paths.js';

export interface BuildAppOptions extends AppDeps {
  /** The built SPA; defaults to apps/web/dist when it exists. `null` serves no SPA. */
  webDistDir?: string | null;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { webDistDir, ...deps } = options;
  const app = Fastify({
    logger: buildLoggerOptions(deps.config.logLevel),
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, deps.config);

  const spaDir = webDistDir === undefined ? findUp(path.join('apps', 'web', 'dist')) : webDistDir;
  const hasSpa = Boolean(spaDir && existsSync(path.join(spaDir, 'index.html')));
  if (spaDir && hasSpa) {
    await app.register(fastifyStatic, {
      root: spaDir,
      wildcard: true,
      index: 'index.html',
      cacheControl: false,
      // Vite fingerprints files under assets/, so they never change; index.html must always be fresh.
      setHeaders: (res, filePath) => {
        const isFingerprinted = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', isFingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  registerErrorHandlers(app, hasSpa);
  registerAuthenticate(app, deps);

  await app.register(healthRoutes(deps));
  // Issues 3 and 9: the credential routes share one strict budget per IP; refresh and logout have a
  // generous one per session, so sign-in traffic from an office never logs its advisers out.
  const limitStore = createRateLimitStore(app, deps.config);
  await app.register(async (credentials) => {
    await registerRateLimit(credentials, limitStore, {
      name: 'credentials',
      perMinute: deps.config.rateLimitPerMinute,
    });
    await credentials.register(registrationRoutes(deps));
    await credentials.register(authRoutes(deps));
    await credentials.register(passwordResetRoutes(deps));
  });
  await app.register(async (session) => {
    await registerRateLimit(session, limitStore, {
      name: 'session',
      perMinute: deps.config.sessionRateLimitPerMinute,
      keyOf: sessionLimitKey(deps),
    });
    await session.register(sessionRoutes(deps));
  });
  await app.register(themeRoutes(deps));
  await app.register(homeRoutes(deps));
  await app.register(adminRoutes(deps));
  await app.register(comparisonRoutes(deps));
  await app.register(productsAdminRoutes(deps));
  // Issue 14: the adviser's own area.
  await app.register(profileRoutes(deps));
  await app.register(picturesRoutes(deps));
  await app.register(feedbackRoutes(deps));
  await app.register(productSummaryRoutes(deps));
  // Issue 6: published links; one miss budget per IP across the JSON call and the client's page.
  const missLimiter = createMissLimiter(deps.config.rateLimitPerMinute);
  await app.register(linksRoutes(deps, missLimiter));
  await app.register(clientPageRoutes(deps, missLimiter));
  return app;
}
