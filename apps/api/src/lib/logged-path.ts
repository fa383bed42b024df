/** Numeric ids, UUIDs, and words without digits (route names, `index.html`) are kept in logged paths. */
const KEPT_SEGMENT = [
  /^\d{1,12}$/,
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  /^[A-Za-z][A-Za-z_.-]*$/,
];
/** Built assets are named by a content hash: public, and worth seeing in a log. */
const PUBLIC_PREFIXES = ['/assets/'];
export const REDACTED_SEGMENT = '[redacted]';

/**
 * A URL as the logs may keep it: no query string, and every path segment that could be a secret (a
 * link's token, a registration or personal code, an e-mail) replaced. Links in e-mails carry single-use
 * tokens in their path (`/confirm_email/{token}/…`, `/create/guardian/{token}/…`), and whoever reads
 * a log must not be able to use them; rather than know every such route, only what is plainly not a
 * secret is kept.
 */
export function loggedPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0]!;
  if (PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix)) && !path.includes('%')) return path;
  return path
    .split('/')
    .map((segment) =>
      segment === '' || KEPT_SEGMENT.some((pattern) => pattern.test(segment)) ? segment : REDACTED_SEGMENT,
    )
    .join('/');
}
