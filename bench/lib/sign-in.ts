import { ADMIN } from './product.ts';

const CSRF_COOKIE = 'csrftoken';
const CSRF_HEADER = 'X-CSRFToken';

function mergeCookies(jar: Map<string, string>, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const separator = pair!.indexOf('=');
    if (separator > 0) jar.set(pair!.slice(0, separator).trim(), pair!.slice(separator + 1).trim());
  }
}

const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** Signs the admin in the way the SPA does (CSRF cookie echoed in a header) and returns the Cookie header. */
export async function signInAdmin(baseUrl: string): Promise<string> {
  const jar = new Map<string, string>();
  for (const path of ['/api/trip/active', '/']) {
    if (jar.has(CSRF_COOKIE)) break;
    mergeCookies(jar, await fetch(`${baseUrl}${path}`));
  }
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: new URL(baseUrl).origin,
      cookie: cookieHeader(jar),
      [CSRF_HEADER]: jar.get(CSRF_COOKIE) ?? '',
    },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (!response.ok) throw new Error(`admin sign-in failed: ${response.status} ${await response.text()}`);
  mergeCookies(jar, response);
  return cookieHeader(jar);
}
