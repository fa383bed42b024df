import type { ApiError, ErrorCode } from '@voyage/domain';

/** An error the API means to send: its status, stable code and a message safe to show. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiError {
    return this.fieldErrors
      ? { code: this.code, message: this.message, fieldErrors: this.fieldErrors }
      : { code: this.code, message: this.message };
  }
}

/**
 * A service the request needs is away for now (Redis holding the attempt counters): 503 with `Retry-After`,
 * so a client waits and tries again rather than taking it for a fault of the request.
 */
export class UnavailableError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, 'SERVICE_UNAVAILABLE', message);
    this.name = 'UnavailableError';
  }
}

export const notFound = (what = 'Resource') => new HttpError(404, 'NOT_FOUND', `${what} not found`);
export const unauthenticated = () => new HttpError(401, 'UNAUTHENTICATED', 'Sign in to continue');
export const forbidden = () => new HttpError(403, 'FORBIDDEN', 'You do not have access to this');

/** The code that goes with a status when nothing more specific is known. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 422:
      return 'VALIDATION_FAILED';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
    case 405:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED';
  }
}
