import { createHmac } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

/** What a backup holds, read first by a restore (docs/operations.md#backup-and-restore). */
export const backupManifestSchema = z.object({
  format: z.literal(1),
  product: z.literal('voyage'),
  createdAt: z.iso.datetime(),
  /** Where the rows came from; a backup restores into either kind. */
  database: z.enum(['pglite', 'postgres']),
  /** The migrations applied when it was made; a restore needs the same code. */
  migrations: z.array(z.string()),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().nonnegative() })),
  sequences: z.record(z.string(), z.number().nullable()),
  /** Every `files` row's stored object, with the size and SHA-256 its row records. */
  files: z.array(z.object({ key: z.string(), sizeBytes: z.number().int().nonnegative(), sha256: z.string() })),
  /** Rows whose object was not in storage when the backup was made (restored as rows without a file). */
  missingFiles: z.array(z.string()),
  /** The signing secret is in the archive: only when asked for (`--include-signing-secret`). */
  hasAuthSecret: z.boolean(),
  /**
   * A check value of the signing secret in effect when the backup was made (`signingSecretCheck`), never the
   * secret: a restore under another secret knows the two-factor secrets it encrypted cannot be read.
   */
  signingSecretCheck: z.string().nullable().optional(),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

/**
 * What a backup leaves out, so that a stolen archive signs nobody in (docs/operations.md#what-a-backup-is-worth-to-an-attacker):
 * sessions, pending sign-in and reset challenges and attempt counters are written as empty tables; a
 * provider's tokens are blanked. A restore starts with everyone signed out.
 */
export const TABLES_LEFT_OUT = ['session', 'verification', 'rate_limit_counters'] as const;
export const COLUMNS_BLANKED: Readonly<Record<string, readonly string[]>> = {
  account: ['access_token', 'refresh_token', 'id_token'],
};

/** A value that tells two signing secrets apart without saying anything about either. */
export function signingSecretCheck(secret: string): string {
  return createHmac('sha256', secret).update('voyage backup: signing secret check').digest('hex').slice(0, 32);
}

/** Every entry sits under this folder, so unpacking a backup never scatters files. */
export const ARCHIVE_ROOT = 'voyage-backup';

export const archivePaths = {
  manifest: path.join(ARCHIVE_ROOT, 'manifest.json'),
  table: (name: string) => path.join(ARCHIVE_ROOT, 'database', `${name}.json`),
  file: (key: string) => path.join(ARCHIVE_ROOT, 'files', key),
  authSecret: path.join(ARCHIVE_ROOT, 'auth-secret'),
};

/** `voyage-backup-2026-11-25T19-50-03Z.tar.gz`: sorts by time, and is a valid name on every file system. */
export function backupFileName(now: Date): string {
  return `voyage-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;
}
