import type { ApiError } from '@voyage/domain';

/**
 * The one request helper (docs/product/api.md#request-helper). Unsafe methods carry the anti-forgery cookie in a header
 * (including PUT, unlike the seed). A 403 sends the user to the login screen and still rejects; so
 * does a 401 saying the session is gone (ended elsewhere, expired, revoked).
 */
export const CSRF_COOKIE = 'csrftoken';
/** Under https the server names it `__Host-csrftoken`, which only this host can set. */
const CSRF_COOKIE_SECURE = `__Host-${CSRF_COOKIE}`;
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

type HeaderReader = (name: string) => string | null;

/** `Retry-After` is either seconds or an HTTP date; better-auth's limiter sends `X-Retry-After`. */
function retryAfterOf(header: HeaderReader): number | undefined {
  const value = header('Retry-After') ?? header('X-Retry-After');
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

let onEnrolmentRequired: ForbiddenListener = () => {};
/** The router registers how to reach the authenticator set-up (a 403 `TWO_FACTOR_ENROLMENT_REQUIRED`). */
export function setEnrolmentRequiredListener(listener: ForbiddenListener): void {
  onEnrolmentRequired = listener;
}

type SessionLostListener = () => void | Promise<void>;
let onSessionLost: SessionLostListener = () => {};
/** The router registers how to sign in again. A wrong password (401 `INVALID_CREDENTIALS`) is not this. */
export function setSessionLostListener(listener: SessionLostListener): void {
  onSessionLost = listener;
}

/** The 403s a screen answers itself, instead of sending the user to sign in. */
const STAYS_ON_SCREEN: ReadonlySet<string> = new Set(['RECENT_SIGN_IN_REQUIRED', 'ROLE_NOT_INCLUDED']);

/** What every answer is checked for, whichever helper made the call. */
function followAccessRules(status: number, body: ApiError): void {
  if (status === 403 && body.code === 'TWO_FACTOR_ENROLMENT_REQUIRED') onEnrolmentRequired();
  // A session too old for one action (the data export): the screen says so and offers to sign in again.
  // A staff role without a part of the product: signing in again would not change it, the screen says so.
  else if (status === 403 && !STAYS_ON_SCREEN.has(body.code)) onForbidden();
  if (status === 401 && body.code === 'UNAUTHENTICATED') void onSessionLost();
}

export function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

const csrfToken = () => readCookie(CSRF_COOKIE_SECURE) ?? readCookie(CSRF_COOKIE) ?? '';

/** Extra headers a call may need, such as `Idempotency-Key` on a submission. */
export type RequestOptions = { headers?: Record<string, string> };

const absolute = (url: string) => (url.startsWith('/') ? url : `/${url}`);

function errorBody(parsed: ApiError | null, statusText: string): ApiError {
  return parsed ?? { code: 'INTERNAL', message: statusText };
}

async function request<T>(
  method: string,
  url: string,
  body?: BodyInit,
  json = true,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (method !== 'GET') headers[CSRF_HEADER] = csrfToken();
  if (body !== undefined && json) headers['Content-Type'] = 'application/json';
  const response = await fetch(absolute(url), {
    method,
    headers,
    body,
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const parsed = (await response.json().catch(() => null)) as ApiError | null;
    const body = errorBody(parsed, response.statusText);
    followAccessRules(response.status, body);
    throw new ApiRequestError(
      response.status,
      body,
      retryAfterOf((name) => response.headers.get(name)),
    );
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Share of the body sent so far, from 0 to 1. */
export type UploadProgressListener = (fraction: number) => void;

/**
 * A multipart POST that reports how much of the body has been sent (fetch cannot), with the same
 * CSRF header, 403 rule and errors as `request`, and any extra headers (an `Idempotency-Key`). A lost
 * connection rejects with a `TypeError`, as fetch does; an aborted upload with an `AbortError`.
 */
function uploadWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: UploadProgressListener,
  signal?: AbortSignal,
  options: RequestOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', absolute(url));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, csrfToken());
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.onerror = () => {
      settle();
      reject(new TypeError('The upload could not reach the service.'));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    xhr.onload = () => {
      settle();
      const parsed = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        const body = errorBody(parsed as ApiError | null, xhr.statusText);
        followAccessRules(xhr.status, body);
        reject(
          new ApiRequestError(
            xhr.status,
            body,
            retryAfterOf((name) => xhr.getResponseHeader(name)),
          ),
        );
        return;
      }
      onProgress(1);
      resolve(parsed as T);
    };
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return null;
  }
}

export const api = {
  get: <T>(url: string) => request<T>('GET', url),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', url, JSON.stringify(body ?? {}), true, options),
  upload: <T>(url: string, form: FormData) => request<T>('POST', url, form, false),
  uploadWithProgress,
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, JSON.stringify(body ?? {})),
  patch: <T>(url: string, body?: unknown) => request<T>('PATCH', url, JSON.stringify(body ?? {})),
  delete: <T>(url: string, body?: unknown) => request<T>('DELETE', url, JSON.stringify(body ?? {})),
};
