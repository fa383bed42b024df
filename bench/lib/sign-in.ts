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

/** Signs the admin in the way the SPA does (CSRF cookie echoed in a header) and returns the Cookie header. */
export async function signInAdmin(baseUrl: string): Promise<string> {
  const jar = await visit(baseUrl);
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...unsafeHeaders(baseUrl, jar) },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (!response.ok) throw new Error(`admin sign-in failed: ${response.status} ${await response.text()}`);
  mergeCookies(jar, response);
  return cookieHeader(jar);
}
