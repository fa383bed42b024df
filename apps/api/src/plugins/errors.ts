import type { ApiError } from '@voyage/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { codeForStatus, HttpError, UnavailableError } from '../lib/http-error.ts';

const GENERIC_MESSAGES: Record<number, string> = {
  500: 'Something went wrong on our side',
  503: 'The service is temporarily unavailable',
};

/** What the operating system says when a file cannot be written whole: no space, a quota, a size limit. */
const NO_ROOM_CODES = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

/** True when the error, or one it was caused by, is the disk refusing a write. */
function isNoRoomToWrite(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if (NO_ROOM_CODES.has((cause as NodeJS.ErrnoException).code ?? '')) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Refusals we raise, request validation's among them (`validationFailed` in lib/field-errors.ts), answer as raised. */
function toResponse(error: FastifyError | HttpError): { status: number; body: ApiError } {
  if (error instanceof HttpError) return { status: error.statusCode, body: error.toBody() };
  // A full disk is the operators' to fix, and the person's to retry: nothing was kept (the writes clean up).
  if (isNoRoomToWrite(error)) {
    return {
      status: 507,
      body: { code: 'STORAGE_FULL', message: 'The server has no room to store the file right now; nothing was saved' },
    };
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    return {
      status,
      body: { code: codeForStatus(status), message: GENERIC_MESSAGES[status] ?? GENERIC_MESSAGES[500]! },
    };
  }
  return { status, body: { code: codeForStatus(status), message: error.message } };
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const body: ApiError = {
    code: 'NOT_FOUND',
    message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
  };
  return reply.code(404).type('application/json; charset=utf-8').send(body);
}

/**
 * One error handler for the whole API: every error leaves as `{ code, message, fieldErrors? }`.
 * Server errors are logged in full and answered with a generic message, never a stack.
 */
async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const { status, body } = toResponse(error);
    // Refused while its body was being read (an upload cut short by a full disk): the rest of the body is
    // read and dropped, or it would stand in front of the client's next request on this connection.
    if (!request.raw.complete && !request.raw.destroyed) request.raw.resume();
    if (error instanceof UnavailableError) {
      // Said once by whoever lost the service (lib/redis-client.ts); each refusal is a warning, not a fault.
      request.log.warn({ code: body.code, status }, error.message);
      reply.header('retry-after', String(error.retryAfterSeconds));
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, 'request refused');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}

export const errorsPlugin = fp(errors, { name: 'errors' });
