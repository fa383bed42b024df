import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';

/**
 * Off by default; routes opt in through `config.rateLimit` (sign-in does). Keys are `request.ip`,
 * which only honours X-Forwarded-For when TRUST_PROXY says so; IPv6 clients are grouped by /64.
 * The store is in memory, per process; several instances need a shared store (REDIS_URL, later).
 */
async function rateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'RATE_LIMITED', `Too many attempts; try again in ${Math.ceil(context.ttl / 60_000)} minutes`),
  });
}

export const rateLimitPlugin = fp(rateLimits, { name: 'rate-limit' });
