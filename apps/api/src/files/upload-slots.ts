import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { HttpError } from '../lib/http-error.ts';

/** Uploads one registration, and one client address (a school's computer room shares one), may send at once. */
export const UPLOADS_AT_ONCE = { perDraft: 2, perClient: 6 } as const;

/**
 * Decoding and re-encoding a phone photo takes about a core and 50–100 MB while it runs: a burst of
 * uploads waits its turn here, a few at a time, rather than all decoding at once.
 */
export const checkingQueue = pLimit(Math.max(1, availableParallelism()));

const inProgress = new Map<string, number>();

const busy = () =>
  new HttpError(429, 'UPLOAD_IN_PROGRESS', 'Another upload is still in progress; try again when it has finished');

/**
 * Counts an upload in progress against each of its keys (`draft:…`, `client:…`) and their limits, or
 * refuses it (429) when one is full, before a byte of the file is read. The returned function ends it.
 */
export function startUpload(keys: readonly [key: string, limit: number][]): () => void {
  if (keys.some(([key, limit]) => (inProgress.get(key) ?? 0) >= limit)) throw busy();
  for (const [key] of keys) inProgress.set(key, (inProgress.get(key) ?? 0) + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    for (const [key] of keys) {
      const left = (inProgress.get(key) ?? 1) - 1;
      if (left > 0) inProgress.set(key, left);
      else inProgress.delete(key);
    }
  };
}
