import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { DatabaseHandle } from '../db/database.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { carriesSecretLink, withholdLinks, type Locale } from '@voyage/domain';
import {
  ARCHIVE_ROOT,
  archivePaths,
  backupFileName,
  COLUMNS_BLANKED,
  signingSecretCheck,
  TABLES_LEFT_OUT,
  type BackupManifest,
} from './backup-archive.ts';
import { appliedMigrations, sequenceValues, tableRows, tablesInLoadOrder } from './queries/backup-rows.ts';

type CreateBackupOptions = {
  database: DatabaseHandle;
  storage: FileStorage;
  dataDir: string;
  /** The folder the archive is written to (made if missing). */
  outDir: string;
  /** AUTH_SECRET when set; otherwise the data directory's `auth-secret` is the one in effect. */
  configuredAuthSecret?: string;
  /** Put the signing secret in the archive (`--include-signing-secret`): whoever holds it can forge sessions. */
  includeSigningSecret?: boolean;
  now?: Date;
};

export type BackupResult = { file: string; manifest: BackupManifest };

type Row = Record<string, unknown>;

/**
 * A table's rows as the archive holds them: none for what signs people in (TABLES_LEFT_OUT), a provider's
 * tokens blanked, and every e-mail not yet delivered with its secret links withheld; one whose link acts as
 * the recipient is marked failed, so a restore never sends it without its link (the family asks again).
 */
function archivedRows(table: string, rows: Row[], now: Date): Row[] {
  if ((TABLES_LEFT_OUT as readonly string[]).includes(table)) return [];
  const blanked = COLUMNS_BLANKED[table];
  if (blanked) return rows.map((row) => ({ ...row, ...Object.fromEntries(blanked.map((column) => [column, null])) }));
  if (table !== 'outbox') return rows;
  return rows.map((row) => {
    const template = String(row.template);
    const locale = row.locale as Locale;
    const withheld = {
      ...row,
      text_body: withholdLinks(template, String(row.text_body), locale),
      html_body: withholdLinks(template, String(row.html_body), locale),
    };
    if (!carriesSecretLink(template) || row.status === 'sent' || row.status === 'failed') return withheld;
    return {
      ...withheld,
      status: 'failed',
      locked_until: null,
      failed_at: now.toISOString(),
      last_error: 'Not sent: its link is not kept in backups; the recipient asks for a new one.',
    };
  });
}

/**
 * Writes one archive of every row and every stored file, less what would sign someone in (`archivedRows`);
 * the signing secret only when asked for. The rows are read in one repeatable-read
 * transaction (a consistent snapshot, even while the product runs on PostgreSQL); the files named by those
 * rows are copied after it, so every row has its file and a newer upload is simply not in this backup. The
 * archive appears under its final name only once complete; the working folder is removed either way.
 */
export async function createBackup(options: CreateBackupOptions) {
  const { database, storage, dataDir, outDir, now = new Date() } = options;
  await fs.mkdir(outDir, { recursive: true, mode: 0o700 });
  const finalFile = path.join(outDir, backupFileName(now));
  const workDir = await fs.mkdtemp(path.join(outDir, '.backup-'));
  const partialFile = `${finalFile}.partial`;
  try {
    const snapshot = await database.db.transaction(
      async (tx) => {
        const tables = await tablesInLoadOrder(tx);
        const rowsByTable = new Map<string, Record<string, unknown>[]>();
        for (const table of tables) rowsByTable.set(table, await tableRows(tx, table));
        return { rowsByTable, migrations: await appliedMigrations(tx), sequences: await sequenceValues(tx) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

    await fs.mkdir(path.join(workDir, ARCHIVE_ROOT, 'database'), { recursive: true });
    await fs.mkdir(path.join(workDir, ARCHIVE_ROOT, 'files'), { recursive: true });
    for (const [table, rows] of snapshot.rowsByTable) {
      await fs.writeFile(path.join(workDir, archivePaths.table(table)), JSON.stringify(archivedRows(table, rows, now)));
    }

    const files: BackupManifest['files'] = [];
    const missingFiles: string[] = [];
    for (const row of snapshot.rowsByTable.get('files') ?? []) {
      const key = String(row.id);
      const bytes = await storage.get(key);
      if (!bytes) {
        missingFiles.push(key);
        continue;
      }
      await fs.writeFile(path.join(workDir, archivePaths.file(key)), bytes, { mode: 0o600 });
      files.push({ key, sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    }

    const storedSecret = await fs.readFile(path.join(dataDir, 'auth-secret'), 'utf8').catch(() => undefined);
    const secretInEffect = options.configuredAuthSecret ?? storedSecret?.trim();
    const authSecret = options.includeSigningSecret ? storedSecret : undefined;
    if (authSecret) await fs.writeFile(path.join(workDir, archivePaths.authSecret), authSecret, { mode: 0o600 });

    const manifest: BackupManifest = {
      format: 1,
      product: 'voyage',
      createdAt: now.toISOString(),
      database: database.driver,
      migrations: snapshot.migrations,
      tables: [...snapshot.rowsByTable].map(([name, rows]) => ({ name, rows: archivedRows(name, rows, now).length })),
      sequences: snapshot.sequences,
      files,
      missingFiles,
      hasAuthSecret: authSecret !== undefined,
      signingSecretCheck: secretInEffect ? signingSecretCheck(secretInEffect) : null,
    };
    await fs.writeFile(path.join(workDir, archivePaths.manifest), JSON.stringify(manifest, null, 2));

    // The manifest first, so a restore reads what the archive holds before anything else.
    await tar.create({ gzip: true, file: partialFile, cwd: workDir, portable: true }, [
      archivePaths.manifest,
      path.join(ARCHIVE_ROOT, 'database'),
      path.join(ARCHIVE_ROOT, 'files'),
      ...(authSecret ? [archivePaths.authSecret] : []),
    ]);
    await fs.chmod(partialFile, 0o600);
    await fs.rename(partialFile, finalFile);
    return { file: finalFile, manifest } satisfies BackupResult;
  } finally {
    await fs.rm(partialFile, { force: true });
    await fs.rm(workDir, { recursive: true, force: true });
  }
}
