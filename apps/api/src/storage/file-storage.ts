import type { Readable } from 'node:stream';

/** An object as the store lists it, for reconciling the store with the `files` table. */
export type StoredObject = { key: string; sizeBytes: number; modifiedAt: Date };

/**
 * Where uploaded bytes live: local disk by default, an S3-compatible bucket later. Keys are the
 * `files` rows' UUIDs, made by the server; no key ever comes from a user or a file name.
 */
export interface FileStorage {
  /** Stores the whole object durably; a crash leaves either nothing or the complete object under `key`. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The object's bytes, or undefined when there is no such object. */
  get(key: string): Promise<Buffer | undefined>;
  /** A stream of the object and its size, or undefined when there is no such object. */
  stream(key: string): Promise<{ stream: Readable; sizeBytes: number } | undefined>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored object. */
  list(): AsyncIterable<StoredObject>;
  /** Removes what interrupted writes left behind before `before` (on S3: incomplete multipart uploads); how many. */
  removeStaleWrites(before: Date): Promise<number>;
}

const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key);
}

/** Checked before any disk or network call, so no key can name something outside the store. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error('storage keys are lower-case UUIDs');
}
