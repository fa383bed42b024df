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
  hasAuthSecret: z.boolean(),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

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
