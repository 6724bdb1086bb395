import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { MAX_LAST_VIEWED } from '@portal/contracts';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppDeps } from './app-deps.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { comparisonRoutes } from './modules/comparison/comparison.routes.js';
import {
  clientPageErrors,
  clientPagePrefix,
  clientPageRoutes,
} from './modules/client-page/client-page.routes.js';
import { linksRoutes } from './modules/links/links.routes.js';
import { createLinkGuard } from './modules/links/link-guard.js';
import { noticeFirstOpen } from './modules/links/link-notices.js';
import { createViewRecorder } from './modules/links/view-recorder.js';
import { productsAdminRoutes } from './modules/products/products.routes.js';
import { productSummaryRoutes } from './modules/products/product-summary.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createReadiness } from './modules/health/health.service.js';
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
import { createDrain, type Drain } from './platform/drain.js';
import { registerErrorHandlers } from './platform/error-handlers.js';
import { badUrlHandler, registerInputGuard } from './platform/input-guard.js';
import { configurePasswordHashing } from './platform/password.js';
import { createRateLimitStore, registerRateLimit } from './platform/rate-limit.js';
import { inlineScriptHashes, registerSecurityHeaders } from './platform/security-headers.js';
import { fastifyTrustProxy } from './platform/trust-proxy.js';
import {
  buildLoggerOptions,
  createRequestLogController,
  lazyChildLogger,
  stdoutLogDestination,
  type LogDestination,
} from './platform/logger.js';
import { createMetrics } from './modules/metrics/metrics.js';
import { metricsRoutes } from './modules/metrics/metrics.routes.js';
import { findUp } from './platform/paths.js';

export interface BuildAppOptions extends AppDeps {
  /** The built SPA; defaults to apps/web/dist when it exists. `null` serves no SPA. */
  webDistDir?: string | null;
  /** Where log lines go (tests read them); stdout, batched per event-loop turn, by default. */
  logStream?: LogDestination;
  /** Issue 18: server.ts passes the one it drains on SIGTERM; tests get their own. */
  drain?: Drain;
  /** Issue 32: told of every route as it is added, so tests can walk them all (the input fuzz). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { webDistDir, logStream = stdoutLogDestination(), drain = createDrain(), onRoute, ...deps } = options;
  const { headersTimeoutMs, requestTimeoutMs } = deps.config.http;
  // Assigned once the error handlers exist; Fastify needs the callback at construction.
  const errors: { send?: ReturnType<typeof registerErrorHandlers> } = {};
  const app = Fastify({
    logger: buildLoggerOptions(deps.config.logLevel, clientPagePrefix(deps.config), logStream),
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    // Issue 18: one line per request, written by the log controller when the answer is sent.
    logController: createRequestLogController(deps.config.logLevel, clientPagePrefix(deps.config), logStream),
    childLoggerFactory: lazyChildLogger,
    // Issue 9: a client that trickles its headers or body is cut off (Node answers 408). Node checks
    // its deadlines on an interval, 30 s by default; a shorter one keeps them close to the setting.
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, Math.max(50, Math.floor(headersTimeoutMs / 2))),
    },
    frameworkErrors: badUrlHandler((request, reply, error) => errors.send?.(request, reply, error)),
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  configurePasswordHashing(deps.config.passwordHashConcurrency);
  // Issue 18: one Redis connection for every shared counter; metrics only when a token can read them.
  const limitStore = createRateLimitStore(app, deps.config);
  const metrics = deps.config.metricsToken ? createMetrics(deps, limitStore.link) : undefined;
  metrics?.observe(app);
  registerInputGuard(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifyCookie);
  const spaDir = webDistDir === undefined ? findUp(path.join('apps', 'web', 'dist')) : webDistDir;
  const hasSpa = Boolean(spaDir && existsSync(path.join(spaDir, 'index.html')));
  await registerSecurityHeaders(
    app,
    deps.config,
    spaDir && hasSpa ? inlineScriptHashes(readFileSync(path.join(spaDir, 'index.html'), 'utf8')) : [],
  );
  if (spaDir && hasSpa) {
    await app.register(fastifyStatic, {
      root: spaDir,
      wildcard: true,
      index: 'index.html',
      cacheControl: false,
      // Issue 10: the build writes .br and .gz beside each text file; the best one accepted is sent.
      preCompressed: true,
      // Vite fingerprints files under assets/, so they never change; index.html must always be fresh.
      setHeaders: (res, filePath) => {
        const isFingerprinted = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', isFingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  errors.send = registerErrorHandlers(app, hasSpa, clientPageErrors(deps.config));
  registerAuthenticate(app, deps);

  drain.track(app.server);
  await app.register(healthRoutes(createReadiness(deps), drain));
  // Issues 3 and 9: the credential routes share one strict budget per IP; refresh and logout have a
  // generous one per session, so sign-in traffic from an office never logs its advisers out.
  await app.register(metricsRoutes(metrics, deps.config.metricsToken));
  await app.register(async (credentials) => {
    await registerRateLimit(credentials, limitStore, {
      name: 'credentials',
      perMinute: deps.config.rateLimitPerMinute,
      onRejected: metrics?.rejected,
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
      onRejected: metrics?.rejected,
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
  // Issue 9: and one view budget; views are written in batches, the last at shutdown.
  // Issue 18: misses are counted in Redis too, when it is configured.
  // The miss and view windows run on the injected clock, like every other rule that depends on time.
  const nowMs = () => deps.clock.now().getTime();
  const linkGuard = createLinkGuard(
    { missesPerMinute: deps.config.rateLimitPerMinute, viewsPerMinute: deps.config.viewRateLimitPerMinute },
    { misses: limitStore.counter('link-misses', nowMs), onRejected: () => metrics?.rejected('links') },
    nowMs,
  );
  const views = createViewRecorder(
    deps.db,
    {
      keep: MAX_LAST_VIEWED,
      flushEveryMs: deps.config.viewFlushSeconds * 1000,
      onFirstOpen: (tx, id, at) => noticeFirstOpen({ ...deps, db: tx }, id, at),
    },
    app.log,
  );
  app.addHook('onClose', async () => views.close());
  await app.register(linksRoutes(deps, linkGuard, views));
  await app.register(clientPageRoutes(deps, linkGuard, views));
  return app;
}
