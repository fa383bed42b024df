/** Numeric ids and UUIDs are kept in logged paths: they name records, and open nothing by themselves. */
const KEPT_SEGMENT = [/^\d{1,12}$/, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i];
/** A static file the web app serves at the root (`index.html`, `favicon.svg`): no token has a dot. */
const STATIC_FILE = /^[A-Za-z][A-Za-z_-]*\.(?:html|js|css|ico|png|svg|txt|json|webmanifest|xml)$/;
/** Built assets are named by a content hash: public, and worth seeing in a log. */
const PUBLIC_PREFIXES = ['/assets/'];
export const REDACTED_SEGMENT = '[redacted]';

/**
 * The words of the web app's pages (docs/product/screens.md). The API's own words are learnt from its
 * route table as routes are registered (`rememberRouteWords`).
 */
const WEB_PAGE_WORDS = [
  'docs',
  'data-retention',
  'accessibility',
  'useful-info',
  'dashboard',
  'admin',
  'registrations',
  'registration',
  'trip',
  'trips',
  'list',
  'schools',
  'school',
  'departure',
  'departures',
  'confirm_email',
  'create',
  'guardian',
  'account',
  'my-voyage',
  'messages',
  'voyageur',
  'admins',
  'deleted',
  'register',
  'ui',
  'responsive',
  'login',
  'error',
  'profile',
  'reset-password',
  'outbox',
  // better-auth's calls behind /api/auth/* that have no route of their own here
  'get-session',
  'sign-out',
  'list-sessions',
  'revoke-session',
  'revoke-sessions',
  'revoke-other-sessions',
  'callback',
  'google',
  'apple',
  'microsoft',
  'ok',
];
const routeWords = new Set<string>(WEB_PAGE_WORDS);

/** Keeps the static segments of a route's pattern (`/api/accounts/link` → api, accounts, link). */
export function rememberRouteWords(pattern: string): void {
  for (const segment of pattern.split('/')) {
    if (segment && !segment.startsWith(':') && !segment.includes('*')) routeWords.add(segment);
  }
}

/**
 * A URL as the logs may keep it: no query string, and every path segment that is not a known route
 * word, a numeric id or a UUID replaced. Links in e-mails carry single-use tokens in their path
 * (`/confirm_email/{token}/…`, `/create/guardian/{token}/…`) and pages carry registration and
 * personal codes; whoever reads a log must not be able to use them. Only what is known not to be a
 * secret is kept, so a code made of letters alone is redacted like any other.
 */
export function loggedPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0]!;
  if (PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix)) && !path.includes('%')) return path;
  return path
    .split('/')
    .map((segment) => (segment === '' || isKept(segment) ? segment : REDACTED_SEGMENT))
    .join('/');
}

function isKept(segment: string): boolean {
  return routeWords.has(segment) || STATIC_FILE.test(segment) || KEPT_SEGMENT.some((pattern) => pattern.test(segment));
}
