import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import { isHttps, type AppConfig, type TrustProxy } from './config/config.ts';
import type { Database } from './db/database.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { authPlugin } from './accounts/auth/auth-plugin.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { noStorePlugin } from './plugins/no-store.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { storagePlugin } from './plugins/storage.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { loadPublicSite } from './lib/public-site.ts';
import publicPageRoutes from './trips/routes/public-pages.ts';
import accountRoutes from './accounts/routes/accounts.ts';
import adminRoutes from './admin-routes.ts';
import authRoutes, { APPLE_FORM_POST_CALLBACK } from './accounts/routes/auth.ts';
import myRoutes from './my-routes.ts';
import publicDepartureRoutes from './trips/routes/public-departures.ts';
import { rememberRouteWords } from './lib/logged-path.ts';
import registrationRoutes from './registration/routes/registration.ts';
import registrationConfirmationRoutes from './registration/routes/registration-confirmation.ts';
import registrationDocumentRoutes from './registration/routes/registration-document.ts';
import sessionRoutes from './accounts/routes/session.ts';
import tripRoutes from './trips/routes/trip.ts';
import tripDayPackRoutes from './trip-day/routes/trip-day-packs.ts';
import { createStorage } from './storage/create-storage.ts';
import { rememberSchoolNames } from './accounts/auth/password-context.ts';
import { listSchoolNames } from './operations/queries/schools.ts';
import { originPolicyOf } from './lib/origin-policy.ts';
import { validatorCompiler } from './lib/validator-compiler.ts';
import { cookieNamesPlugin } from './plugins/cookie-names.ts';
import { plainTextBodiesPlugin } from './plugins/plain-text-bodies.ts';
import { auditRefusalsPlugin } from './audit/audit-refusals.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { healthKeyPlugin } from './health/health-key-plugin.ts';
import { resolveHealthDataKey } from './health/health-data-key.ts';

export type BuildAppOptions = {
  config: AppConfig;
  db: Database;
  /** A pino instance (main.ts); omitted in tests, which run silent. */
  logger?: FastifyBaseLogger;
  /** Sees every route as it is registered (the route × role test lists them with it). */
  onRoute?: (route: RouteOptions) => void;
};

/** A hop count means "trust that many proxies in front of us". */
function toFastifyTrustProxy(trustProxy: TrustProxy) {
  return typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy;
}

/** The whole HTTP application, ready but not listening: main.ts listens, tests use `app.inject`. */
export async function buildApp({ config, db, logger, onRoute }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    genReqId: () => randomUUID(),
    bodyLimit: 256 * 1024,
    // A slow client cannot hold a connection open forever, yet a 10 MiB passport photo from a phone
    // on a weak connection (about 1 Mbit/s) still arrives whole.
    requestTimeout: 120_000,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  // The logs keep a path's route words and redact the rest (lib/logged-path.ts).
  app.addHook('onRoute', (route) => rememberRouteWords(route.url));
  // The API speaks JSON: a body a cross-site form can send without a preflight (text/plain) is refused (415).
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  // 1. External plugins first: their hooks (security headers, cookie parsing) must run before ours,
  //    and swagger must be registered before any route so it sees them all.
  // The database first: the rate limits may keep their counters in it.
  await app.register(databasePlugin, { db });
  // The public pages' renderer, built with the web app: its inline script is allowed by hash.
  const publicSite = await loadPublicSite(config.webDist);
  await app.register(securityHeadersPlugin, { https: isHttps(config), scriptSources: publicSite?.scriptSources ?? [] });
  await app.register(cookie);
  await app.register(rateLimitPlugin, { store: config.rateLimitStore, redisUrl: config.redisUrl });
  await app.register(openapiPlugin, { publicUrl: config.publicUrl });

  // 2. Our own cross-cutting plugins: error shape, caching, CSRF, then what routes depend on.
  await app.register(errorsPlugin);
  await app.register(noStorePlugin);
  await app.register(plainTextBodiesPlugin);
  await app.register(cookieNamesPlugin, { secure: isHttps(config) });
  // Apple's form_post sign-in callback is cross-site by design; the OAuth state (bound to its own cookie) protects it.
  await app.register(csrfPlugin, {
    origins: originPolicyOf(config),
    secure: isHttps(config),
    crossSitePosts: [APPLE_FORM_POST_CALLBACK],
  });
  await app.register(storagePlugin, { storage: createStorage(config) });
  await app.register(healthKeyPlugin, { key: resolveHealthDataKey(config.healthDataKey, config.dataDir) });
  await app.register(authPlugin, { config });
  await app.register(auditRefusalsPlugin);
  // After every hook that reads an answer's text (the refusal audit reads its error code), before the SPA's files.
  await app.register(compressionPlugin);
  app.addHook('onReady', async () => rememberSchoolNames(await listSchoolNames(app.db)));

  // 3. Routes: the auth endpoints, the guardian's subtree behind its guard, public reads and the registration, the
  //    staff subtree behind its guard (admin-routes.ts, my-routes.ts), the server-rendered public pages, and last the
  //    SPA, whose catch-all must lose to every other route.
  await app.register(authRoutes, { publicUrl: config.publicUrl, signInRateLimitMax: config.signInRateLimitMax });
  await app.register(sessionRoutes, { prefix: '/api', isMailDeliveryConfigured: Boolean(config.smtpUrl) });
  await app.register(accountRoutes, { prefix: '/api', attemptsPerWindow: config.signInRateLimitMax });
  await app.register(myRoutes, { prefix: '/api' });
  await app.register(tripRoutes, { prefix: '/api' });
  await app.register(publicDepartureRoutes, { prefix: '/api' });
  await app.register(tripDayPackRoutes, { prefix: '/api' });
  await app.register(registrationRoutes, {
    prefix: '/api',
    secure: isHttps(config),
    codeAttemptsPerWindow: config.registrationCodeRateLimitMax,
  });
  await app.register(registrationConfirmationRoutes, { prefix: '/api', attemptsPerWindow: config.signInRateLimitMax });
  await app.register(registrationDocumentRoutes, { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/api', isMailDeliveryConfigured: Boolean(config.smtpUrl) });
  if (publicSite)
    await app.register(publicPageRoutes, { site: publicSite, isMailDeliveryConfigured: Boolean(config.smtpUrl) });
  await app.register(webAppPlugin, { webDist: config.webDist });

  await app.ready();
  return app;
}
