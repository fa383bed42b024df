import type { FastifyRequest } from 'fastify';
import { pino, type Logger } from 'pino';
import type { Config } from './config.ts';

/**
 * Structured JSON logs with request ids. Request lines carry the method and the path only: no query
 * string (later links carry tokens in it), no client address, no cookies or headers (SECURITY L2).
 */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'voyage-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['headers.cookie', 'headers.authorization', 'headers["x-csrftoken"]', '*.password', 'password'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        id: request.id,
        method: request.method,
        path: request.url.split('?')[0],
      }),
    },
  });
}
