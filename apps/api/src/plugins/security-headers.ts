import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type SecurityHeadersOptions = {
  https: boolean;
  /** Hashes (`'sha256-…'`) of the inline scripts the server-rendered public pages carry. */
  scriptSources?: readonly string[];
};

/**
 * Helmet on every response (docs/product/security.md#security-headers). The SPA is a Vite build with external scripts
 * only; the server-rendered public pages add one inline script (the theme before first paint), allowed by its hash
 * alone, never 'unsafe-inline'. MUI/emotion injects <style> tags, hence 'unsafe-inline' for styles. Swagger UI at
 * /api/docs also runs under this policy (external scripts, data: icons). The trip-day page registers its service
 * worker and links its manifest from the same origin: worker-src and manifest-src are 'self', named although
 * default-src already says so.
 */
async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.scriptSources ?? [])],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The trip-day page's service worker (/trip-day-sw.js) and web app manifest (/trip-day.webmanifest).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
