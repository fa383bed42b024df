import type { ApiError } from '@voyage/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { codeForStatus, HttpError } from '../lib/http-error.ts';

const GENERIC_MESSAGES: Record<number, string> = {
  500: 'Something went wrong on our side',
  503: 'The service is temporarily unavailable',
};

/** Refusals we raise, request validation's among them (`validationFailed` in lib/field-errors.ts), answer as raised. */
function toResponse(error: FastifyError | HttpError): { status: number; body: ApiError } {
  if (error instanceof HttpError) return { status: error.statusCode, body: error.toBody() };
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
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, 'request refused');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}

export const errorsPlugin = fp(errors, { name: 'errors' });
