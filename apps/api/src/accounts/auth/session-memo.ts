import type { SessionLookup } from './session-user.ts';

/** A screen's burst of requests shares one check; past this many cookies the memory starts afresh. */
const MEMO_MS = 5_000;
const MEMO_MAX = 10_000;

export type SessionMemo = {
  /** What the same cookies were found to mean, while the signed copy among them is still trusted. */
  read(cookieHeader: string, at: number): SessionLookup | undefined;
  /** Remembers a lookup that better-auth answered from the signed copy `copy` (the copy cookie's value). */
  keep(cookieHeader: string, copy: string, lookup: SessionLookup, at: number): void;
  forget(cookieHeader: string): void;
};

/** When the signed copy stops being trusted: better-auth writes it as base64url JSON with `expiresAt`. */
export function copyExpiresAt(copy: string): number | null {
  try {
    const parsed = JSON.parse(Buffer.from(copy, 'base64url').toString('utf8')) as { expiresAt?: unknown };
    return typeof parsed.expiresAt === 'number' ? parsed.expiresAt : null;
  } catch {
    return null;
  }
}

/**
 * Within SESSION_CACHE_SECONDS better-auth answers a session from its signed cookie copy without reading the
 * database, so the answer depends on the request's cookies and the clock alone. Decoding and verifying that
 * copy was a fifth of a list's processor time: the same Cookie header is answered from memory for a few
 * seconds, never past the copy's own expiry, so a session ended elsewhere stops working exactly as soon as
 * without it (docs/product/security.md#session-cache).
 */
export function createSessionMemo(): SessionMemo {
  const entries = new Map<string, { lookup: SessionLookup; until: number }>();
  return {
    read(cookieHeader, at) {
      const entry = entries.get(cookieHeader);
      if (!entry) return undefined;
      if (entry.until > at) return entry.lookup;
      entries.delete(cookieHeader);
      return undefined;
    },
    keep(cookieHeader, copy, lookup, at) {
      const expiresAt = copyExpiresAt(copy);
      if (expiresAt === null || expiresAt <= at) return;
      if (entries.size >= MEMO_MAX) entries.clear();
      entries.set(cookieHeader, { lookup, until: Math.min(expiresAt, at + MEMO_MS) });
    },
    forget(cookieHeader) {
      entries.delete(cookieHeader);
    },
  };
}
