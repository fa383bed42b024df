import type { FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config/config.ts';
import { loggedError } from './logged-error.ts';
import { loggedPath } from './logged-path.ts';

/**
 * Structured JSON logs with request ids. Request lines carry the method and the path only, with every
 * token or code in it redacted (lib/logged-path.ts): no query string, no client address, no cookies or
 * headers. This serializer is the only way a request reaches the log.
 */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: config.logLevel,
    base: { service: 'voyage-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['headers.cookie', 'headers.authorization', 'headers["x-csrftoken"]', '*.password', 'password'],
      censor: '[redacted]',
    },
    serializers: {
      err: loggedError,
      req: (request: FastifyRequest) => ({
        id: request.id,
        method: request.method,
        path: loggedPath(request.url),
      }),
    },
  };
  // Written as it comes (synchronously), like console.log: the lines keep their order with what start-up
  // prints (the banner comes after the logs of start-up, main.ts).
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
}
