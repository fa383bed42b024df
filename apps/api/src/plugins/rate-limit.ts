import rateLimit, { type FastifyRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitStoreKind } from '../lib/redis-settings.ts';
import { databaseRateLimitStore } from '../lib/database-rate-limit-store.ts';
import { HttpError } from '../lib/http-error.ts';
import { closeRedis, connectRedis } from '../lib/redis-client.ts';
import { redisStore, unavailableAsService } from '../lib/unavailable-store.ts';

export type RateLimitOptions = {
  /** Redis or the database: shared by every instance, kept across restarts of the product; memory: this process. */
  store: RateLimitStoreKind;
  /** REDIS_URL, for the redis store. */
  redisUrl?: string;
};

/** The counters' keys in Redis: `voyage:rate-limit:<method><route>-<client>`. */
const REDIS_KEY_PREFIX = 'voyage:rate-limit:';

/**
 * Off by default; routes opt in through `config.rateLimit` (sign-in does). Keys are `request.ip`,
 * which only honours X-Forwarded-For when TRUST_PROXY says so; IPv6 clients are grouped by /64 (the
 * plugin's default). The counters live in Redis with REDIS_URL, else in the database with DATABASE_URL,
 * so several instances share them; the embedded default (one process) keeps them in memory.
 * A counter that cannot be read is never a free attempt (the plugin's `skipOnError` stays off): while the
 * store is down a limited route answers 503 with `Retry-After` (lib/unavailable-store.ts) and logs a warning,
 * and the rest of the product works.
 */
/** The answer to one attempt too many: when to try again, in minutes. */
export const tooManyAttempts = (ttlMs: number) =>
  new HttpError(429, 'RATE_LIMITED', `Too many attempts; try again in ${Math.ceil(ttlMs / 60_000)} minutes`);

async function storeOptions(app: FastifyInstance, options: RateLimitOptions): Promise<FastifyRateLimitOptions> {
  if (options.store === 'database') return { store: unavailableAsService(databaseRateLimitStore(app.db)) };
  if (options.store === 'memory') return {};
  if (!options.redisUrl) throw new Error('RATE_LIMIT_STORE: redis needs REDIS_URL');
  const redis = await connectRedis(options.redisUrl, app.log);
  app.addHook('onClose', () => closeRedis(redis));
  return { store: unavailableAsService(redisStore(redis, REDIS_KEY_PREFIX)) };
}

async function rateLimits(app: FastifyInstance, options: RateLimitOptions) {
  await app.register(rateLimit, {
    global: false,
    ipv6Subnet: 64,
    skipOnError: false,
    ...(await storeOptions(app, options)),
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
  });
}

export const rateLimitPlugin = fp(rateLimits, { name: 'rate-limit', dependencies: ['database'] });
