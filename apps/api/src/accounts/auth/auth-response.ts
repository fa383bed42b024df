import type { ErrorCode } from '@voyage/domain';
import { codeForStatus, HttpError } from '../../lib/http-error.ts';

type BetterAuthErrorBody = { code?: unknown; message?: unknown; fieldErrors?: unknown };

/** better-auth's codes that have a more precise one in the API's catalogue. */
function codeFor(status: number, betterAuthCode: unknown): ErrorCode {
  if (status === 401 && betterAuthCode === 'INVALID_EMAIL_OR_PASSWORD') return 'INVALID_CREDENTIALS';
  if (betterAuthCode === 'INVALID_TOKEN') return 'TOKEN_EXPIRED';
  if (betterAuthCode === 'INVALID_CODE' || betterAuthCode === 'INVALID_BACKUP_CODE') return 'INVALID_TWO_FACTOR_CODE';
  if (betterAuthCode === 'INVALID_TWO_FACTOR_COOKIE' || betterAuthCode === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE')
    return 'TWO_FACTOR_CHALLENGE_EXPIRED';
  return codeForStatus(status);
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return !!value && typeof value === 'object' && Object.values(value).every((list) => Array.isArray(list));
}

/** better-auth's errors leave in the API's one error shape, with its message kept. */
export async function toHttpError(response: Response): Promise<HttpError> {
  const body = (await response.json().catch(() => ({}))) as BetterAuthErrorBody;
  const message = response.status < 500 && typeof body.message === 'string' ? body.message : 'Authentication failed';
  if (body.code === 'VALIDATION_FAILED' && isFieldErrors(body.fieldErrors)) {
    return new HttpError(400, 'VALIDATION_FAILED', message, body.fieldErrors);
  }
  // A wrong current password on the profile screen belongs to that field.
  if (body.code === 'INVALID_PASSWORD') {
    return new HttpError(400, 'VALIDATION_FAILED', message, { currentPassword: ['validation.passwordIncorrect'] });
  }
  return new HttpError(response.status, codeFor(response.status, body.code), message);
}

type WithTokens = { token?: unknown; session?: { token?: unknown } } | Array<{ token?: unknown }> | null;

/**
 * Sign-in, get-session and list-sessions answers repeat session tokens in their JSON; a token travels
 * only in the httpOnly cookie, and a copy script can read would undo that.
 */
export function withoutSessionTokens(text: string, response: Response): string {
  if (!response.headers.get('content-type')?.includes('application/json')) return text;
  try {
    const body = JSON.parse(text) as WithTokens;
    if (!body || typeof body !== 'object') return text;
    if (Array.isArray(body)) {
      for (const entry of body) if (entry && typeof entry === 'object') delete entry.token;
      return JSON.stringify(body);
    }
    delete body.token;
    if (body.session && typeof body.session === 'object') delete body.session.token;
    return JSON.stringify(body);
  } catch {
    return text;
  }
}
