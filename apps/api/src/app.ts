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
import { sessionRoutes } from './modules/session/session.routes.js';
import { themeRoutes } from './modules/theme/theme.routes.js';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes.js';
import { registerErrorHandlers } from './platform/error-handlers.js';
import { registerRateLimit } from './platform/rate-limit.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { buildLoggerOptions } from './platform/logger.js';
import { findUp } from './platform/paths.js';

export interface BuildAppOptions extends AppDeps {
  /** The built SPA; defaults to apps/web/dist when it exists. `null` serves no SPA. */
  webDistDir?: string | null;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { webDistDir, ...deps } = options;
  const app = Fastify({ logger: buildLoggerOptions(deps.config.logLevel), trustProxy: false });
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
  // The non-auth routes and refresh, each limited per IP in their own scope (issue 3).
  await app.register(async (limited) => {
    await registerRateLimit(limited, deps.config);
    await limited.register(registrationRoutes(deps));
    await limited.register(authRoutes(deps));
    await limited.register(passwordResetRoutes(deps));
    await limited.register(sessionRoutes(deps));
  });
  await app.register(themeRoutes(deps));
  await app.register(homeRoutes(deps));
  await app.register(adminRoutes(deps));
  await app.register(comparisonRoutes(deps));
  await app.register(productsAdminRoutes(deps));
  await app.register(productSummaryRoutes(deps));
  // Issue 6: published links; one miss budget per IP across the JSON call and the client's page.
  const missLimiter = createMissLimiter(deps.config.rateLimitPerMinute);
  await app.register(linksRoutes(deps, missLimiter));
  await app.register(clientPageRoutes(deps, missLimiter));
  return app;
}
