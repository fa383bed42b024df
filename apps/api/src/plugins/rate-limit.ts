import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { databaseRateLimitStore } from '../lib/database-rate-limit-store.ts';
import { HttpError } from '../lib/http-error.ts';

export type RateLimitOptions = {
  /** Counters in the database (PostgreSQL: shared by every instance, kept across restarts); else in memory. */
  store: 'database' | 'memory';
};

/**
 * Off by default; routes opt in through `config.rateLimit` (sign-in does). Keys are `request.ip`,
 * which only honours X-Forwarded-For when TRUST_PROXY says so; IPv6 clients are grouped by /64 (the
 * plugin's default). The counters live in the database with DATABASE_URL, so several instances share
 * them; the embedded default (one process) keeps them in memory.
 */
/** The answer to one attempt too many: when to try again, in minutes. */
export const tooManyAttempts = (ttlMs: number) =>
  new HttpError(429, 'RATE_LIMITED', `Too many attempts; try again in ${Math.ceil(ttlMs / 60_000)} minutes`);

async function rateLimits(app: FastifyInstance, options: RateLimitOptions) {
  await app.register(rateLimit, {
    global: false,
    ipv6Subnet: 64,
    ...(options.store === 'database' ? { store: databaseRateLimitStore(app.db) } : {}),
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
  });
}

export const rateLimitPlugin = fp(rateLimits, { name: 'rate-limit', dependencies: ['database'] });
