import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { ADMIN } from './product.ts';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

export type CookieJar = Map<string, string>;

export function mergeCookies(jar: CookieJar, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const separator = pair!.indexOf('=');
    if (separator > 0) jar.set(pair!.slice(0, separator).trim(), pair!.slice(separator + 1).trim());
  }
}

export const cookieHeader = (jar: CookieJar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** A Cookie header as the cookies a browser context is given, for the API's address. */
export function browserCookies(baseUrl: string, header: string): { name: string; value: string; url: string }[] {
  return header.split('; ').map((pair) => {
    const separator = pair.indexOf('=');
    return { name: pair.slice(0, separator), value: pair.slice(separator + 1), url: baseUrl };
  });
}

/** A browser's first visit: the CSRF cookie the API hands out to any request. */
export async function visit(baseUrl: string): Promise<CookieJar> {
  const jar: CookieJar = new Map();
  for (const path of ['/api/trip/active', '/']) {
    if (jar.has(CSRF_COOKIE)) break;
    mergeCookies(jar, await fetch(`${baseUrl}${path}`));
  }
  return jar;
}

/** The headers the SPA sends with every unsafe call: its cookies, the CSRF token echoed, its Origin. */
export function unsafeHeaders(baseUrl: string, jar: CookieJar): Record<string, string> {
  return { origin: new URL(baseUrl).origin, cookie: cookieHeader(jar), [CSRF_HEADER]: jar.get(CSRF_COOKIE) ?? '' };
}

async function post(baseUrl: string, jar: CookieJar, path: string, body: unknown): Promise<Response> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...unsafeHeaders(baseUrl, jar) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  mergeCookies(jar, response);
  return response;
}

/**
 * Signs the admin in the way the SPA does (CSRF cookie echoed in a header) and returns the Cookie header.
 * The product is fresh, so this is the admin's first sign-in: an authenticator is set up as on the
 * set-up screen (password again, first code), without which no admin call is answered.
 */
export async function signInAdmin(baseUrl: string): Promise<string> {
  const jar = await visit(baseUrl);
  const signedIn = (await (await post(baseUrl, jar, '/api/auth/sign-in/email', ADMIN)).json()) as {
    twoFactorRedirect?: boolean;
  };
  if (signedIn.twoFactorRedirect) throw new Error('the admin already has an authenticator: start a fresh product');
  const { totpURI } = (await (
    await post(baseUrl, jar, '/api/auth/two-factor/enable', { password: ADMIN.password })
  ).json()) as { totpURI: string };
  const secret = new TextDecoder().decode(base32.decode(new URL(totpURI).searchParams.get('secret') ?? ''));
  await post(baseUrl, jar, '/api/auth/two-factor/verify-totp', { code: await createOTP(secret).totp() });
  return cookieHeader(jar);
}

/**
 * The Cookie header with a new signed copy of the session, as a browser holds after its next request: the copy
 * (`voyage.session_data`) is trusted for SESSION_CACHE_SECONDS only, and a load generator replaying one header
 * would have every request after that read the session from the database, which no browser does.
 */
export async function withFreshSessionCopy(url: string, header: string): Promise<string> {
  const jar: CookieJar = new Map(browserCookies(url, header).map((cookie) => [cookie.name, cookie.value]));
  jar.delete('voyage.session_data');
  const response = await fetch(url, { headers: { cookie: cookieHeader(jar) } });
  await response.arrayBuffer();
  mergeCookies(jar, response);
  if (!jar.has('voyage.session_data')) throw new Error(`GET ${url} gave no session copy`);
  return cookieHeader(jar);
}
