import type { ApiError } from '@voyage/domain';

/**
 * The one request helper of SPEC §7. Unsafe methods carry the anti-forgery cookie in a header
 * (including PUT, unlike the seed). A 403 sends the user to the login screen and still rejects.
 */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiError;
  /** From `Retry-After` on 429 answers, so a screen can say how long to wait. */
  readonly retryAfterSeconds: number | undefined;
  constructor(status: number, body: ApiError, retryAfterSeconds?: number) {
    super(body.message);
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** `Retry-After` is either seconds or an HTTP date; better-auth's limiter sends `X-Retry-After`. */
function retryAfterOf(headers: Headers): number | undefined {
  const value = headers.get('Retry-After') ?? headers.get('X-Retry-After');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - Date.now()) / 1000));
}

type ForbiddenListener = () => void;
let onForbidden: ForbiddenListener = () => {};
/** The router registers how to reach `/login`; kept here so every call shares one rule. */
export function setForbiddenListener(listener: ForbiddenListener): void {
  onForbidden = listener;
}

export function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

async function request<T>(method: string, url: string, body?: BodyInit, json = true): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') headers[CSRF_HEADER] = readCookie(CSRF_COOKIE) ?? '';
  if (body !== undefined && json) headers['Content-Type'] = 'application/json';
  const response = await fetch(url.startsWith('/') ? url : `/${url}`, {
    method,
    headers,
    body,
    credentials: 'same-origin',
  });
  if (response.status === 403) onForbidden();
  if (!response.ok) {
    const parsed = (await response.json().catch(() => null)) as ApiError | null;
    throw new ApiRequestError(
      response.status,
      parsed ?? { code: 'INTERNAL', message: response.statusText },
      retryAfterOf(response.headers),
    );
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const api = {
  get: <T>(url: string) => request<T>('GET', url),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, JSON.stringify(body ?? {})),
  upload: <T>(url: string, form: FormData) => request<T>('POST', url, form, false),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, JSON.stringify(body ?? {})),
  delete: <T>(url: string, body?: unknown) => request<T>('DELETE', url, JSON.stringify(body ?? {})),
};
