/**
 * The product's cookies. Under an https PUBLIC_URL each takes the `__Host-` prefix: the browser then
 * accepts it only from this host, over https, for path `/`, so a neighbouring subdomain or a plain-http
 * page cannot plant one of its own (cookie tossing). Under http (a local demo) the prefix is not allowed.
 */
export type CookieNames = { csrf: string; draft: string; session: string; sessionCache: string };

const hostPrefixed = (name: string, secure: boolean) => (secure ? `__Host-${name}` : name);

export function cookieNamesFor(secure: boolean): CookieNames {
  return {
    csrf: hostPrefixed('csrftoken', secure),
    draft: hostPrefixed('voyage.registration', secure),
    session: hostPrefixed('voyage.session_token', secure),
    // The signed copy of the session that spares a database read (docs/architecture.md#authentication).
    sessionCache: hostPrefixed('voyage.session_data', secure),
  };
}
