import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiRequestError,
  CSRF_HEADER,
  api,
  setEnrolmentRequiredListener,
  setForbiddenListener,
  setSessionLostListener,
} from './api-client.ts';

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** Just enough of XMLHttpRequest to play back one upload. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders: Record<string, string> = {};
  body: unknown;
  upload: { onprogress: Listener | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name] ?? null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

const current = () => FakeXhr.last!;

describe('api.uploadWithProgress', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal('document', { cookie: 'other=1; csrftoken=abc%3D' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setForbiddenListener(() => {});
  });

  it('sends the __Host-csrftoken cookie (https) in preference to a plain csrftoken', async () => {
    vi.stubGlobal('document', { cookie: 'csrftoken=planted; __Host-csrftoken=own' });
    void api.uploadWithProgress('api/registration/draft/document', new FormData(), () => {});
    expect(current().headers[CSRF_HEADER]).toBe('own');
    current().respond(200, {});
  });

  it('posts the form with the anti-forgery header and reports progress up to 100 %', async () => {
    const form = new FormData();
    const seen: number[] = [];
    const done = api.uploadWithProgress<{ ok: boolean }>('api/registration/draft/document', form, (fraction) =>
      seen.push(fraction),
    );
    expect(current().method).toBe('POST');
    expect(current().url).toBe('/api/registration/draft/document');
    expect(current().headers[CSRF_HEADER]).toBe('abc=');
    expect(current().body).toBe(form);
    current().progress(25, 100);
    current().progress(100, 100);
    current().respond(200, { ok: true });
    await expect(done).resolves.toEqual({ ok: true });
    expect(seen).toEqual([0.25, 1, 1]);
  });

  it('sends the extra headers a call asks for, such as an Idempotency-Key', async () => {
    const done = api.uploadWithProgress('api/x', new FormData(), () => {}, undefined, {
      headers: { 'Idempotency-Key': 'key-1' },
    });
    expect(current().headers['Idempotency-Key']).toBe('key-1');
    expect(current().headers[CSRF_HEADER]).toBe('abc=');
    current().respond(201, {});
    await expect(done).resolves.toEqual({});
  });

  it('rejects with the API error shape, like every other call', async () => {
    const done = api.uploadWithProgress('api/x', new FormData(), () => {});
    current().respond(413, { code: 'PAYLOAD_TOO_LARGE', message: 'too large' });
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(413);
    expect((error as ApiRequestError).body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('reads Retry-After on a 429', async () => {
    const done = api.uploadWithProgress('api/x', new FormData(), () => {});
    current().respond(429, { code: 'RATE_LIMITED', message: 'slow down' }, { 'Retry-After': '120' });
    await expect(done).rejects.toMatchObject({ retryAfterSeconds: 120 });
  });

  it('sends the user to sign in on a 403 and still rejects', async () => {
    const onForbidden = vi.fn();
    setForbiddenListener(onForbidden);
    const done = api.uploadWithProgress('api/x', new FormData(), () => {});
    current().respond(403, { code: 'FORBIDDEN', message: 'no' });
    await expect(done).rejects.toBeInstanceOf(ApiRequestError);
    expect(onForbidden).toHaveBeenCalledOnce();
  });

  it('keeps a staff member on the screen on a 403 ROLE_NOT_INCLUDED: their role, not their session, refuses', async () => {
    const onForbidden = vi.fn();
    setForbiddenListener(onForbidden);
    const done = api.uploadWithProgress('api/x', new FormData(), () => {});
    current().respond(403, { code: 'ROLE_NOT_INCLUDED', message: 'Your role does not include this.' });
    await expect(done).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('sends an admin without an authenticator to its set-up, not to sign in, on a 403 TWO_FACTOR_ENROLMENT_REQUIRED', async () => {
    const onForbidden = vi.fn();
    const onEnrolmentRequired = vi.fn();
    setForbiddenListener(onForbidden);
    setEnrolmentRequiredListener(onEnrolmentRequired);
    const done = api.uploadWithProgress('api/x', new FormData(), () => {});
    current().respond(403, { code: 'TWO_FACTOR_ENROLMENT_REQUIRED', message: 'Set up an authenticator' });
    await expect(done).rejects.toMatchObject({ status: 403 });
    expect(onEnrolmentRequired).toHaveBeenCalledOnce();
    expect(onForbidden).not.toHaveBeenCalled();
    setEnrolmentRequiredListener(() => {});
  });

  it('sends the user to sign in again when the session is gone (401 UNAUTHENTICATED), not on a wrong password', async () => {
    const onSessionLost = vi.fn();
    setSessionLostListener(onSessionLost);
    const wrongPassword = api.uploadWithProgress('api/x', new FormData(), () => {});
    current().respond(401, { code: 'INVALID_CREDENTIALS', message: 'no' });
    await expect(wrongPassword).rejects.toBeInstanceOf(ApiRequestError);
    expect(onSessionLost).not.toHaveBeenCalled();
    const ended = api.uploadWithProgress('api/x', new FormData(), () => {});
    current().respond(401, { code: 'UNAUTHENTICATED', message: 'Sign in first' });
    await expect(ended).rejects.toMatchObject({ status: 401 });
    expect(onSessionLost).toHaveBeenCalledOnce();
    setSessionLostListener(() => {});
  });

  it('rejects a lost connection as a TypeError (as fetch does), not as an API answer', async () => {
    const done = api.uploadWithProgress('api/x', new FormData(), () => {});
    current().onerror?.();
    await expect(done).rejects.toBeInstanceOf(TypeError);
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const done = api.uploadWithProgress('api/x', new FormData(), () => {}, controller.signal);
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});
