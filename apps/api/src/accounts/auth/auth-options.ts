import { SOCIAL_PROVIDERS, type AuthOptions } from '@voyage/domain';
import type { FastifyInstance } from 'fastify';

/**
 * The ways to sign in this server offers: what `GET /api/auth-options` answers and what the server's `/login`
 * draws (docs/decisions/029-parent-screens-light.md). Fixed at start-up, from the configuration.
 */
export function authOptionsOf(app: FastifyInstance, isMailDeliveryConfigured: boolean): AuthOptions {
  const configured = new Set(Object.keys(app.auth.options.socialProviders ?? {}));
  return {
    socialProviders: SOCIAL_PROVIDERS.filter((name) => configured.has(name)),
    magicLink: true,
    emailLinksDelivered: isMailDeliveryConfigured,
  };
}
