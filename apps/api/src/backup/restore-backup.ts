import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { DatabaseHandle } from '../db/database.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { ARCHIVE_ROOT, archivePaths, backupManifestSchema, type BackupManifest } from './backup-archive.ts';
import {
  appliedMigrations,
  isEmptyDatabase,
  loadTableRows,
  restoreSequenceValues,
  tablesInLoadOrder,
} from './queries/backup-rows.ts';

/** A restore refused before anything was written, with the reason a person can act on. */
export class RestoreRefusedError extends Error {}

type RestoreBackupOptions = {
  file: string;
  database: DatabaseHandle;
  storage: FileStorage;
  dataDir: string;
};

/**
 * Restores an archive written by `createBackup` into an empty database and an empty file store. Everything
 * is checked before anything is written (the manifest, each file's SHA-256, the migrations, emptiness); the
 * files are stored first and the rows then loaded in one transaction, so a failure leaves no row without
 * its file and removes the files it had stored.
 */
export async function restoreBackup({ file, database, storage, dataDir }: RestoreBackupOptions) {
  const workDir = await fs.mkdtemp(path.join(path.dirname(path.resolve(file)), '.restore-'));
  try {
    await tar.extract({
      file,
      cwd: workDir,
      strict: true,
      // Only regular files and folders under the archive's own root; never links or absolute paths.
      filter: (entryPath, entry) =>
        entryPath.startsWith(`${ARCHIVE_ROOT}/`) &&
        ('type' in entry ? ['File', 'Directory'].includes(entry.type) : true),
    });
    const manifest = await readManifest(workDir);
    await checkFiles(workDir, manifest);

    await database.migrate();
    const migrations = await appliedMigrations(database.db);
    if (migrations.join() !== manifest.migrations.join()) {
      throw new RestoreRefusedError(
        manifest.migrations.length < migrations.length
          ? `The backup was made by an older version of Voyage (${manifest.migrations.length} migrations, this one has ${migrations.length}): restore it with that version, then upgrade.`
          : `The backup was made by a different version of Voyage (${manifest.migrations.length} migrations, this one has ${migrations.length}): restore it with the version that made it.`,
      );
    }
    if (!(await isEmptyDatabase(database.db))) {
      throw new RestoreRefusedError('The database is not empty: a backup is restored only into an empty one.');
    }
    for await (const object of storage.list()) {
      throw new RestoreRefusedError(
        `The file store is not empty (it holds ${object.key}…): restore into an empty one.`,
      );
    }
    const tables = await tablesInLoadOrder(database.db);
    const backedUp = new Set(manifest.tables.map((table) => table.name));
    const unknown = tables.filter((table) => !backedUp.has(table));
    if (unknown.length > 0 || backedUp.size !== tables.length) {
      throw new RestoreRefusedError('The backup does not hold the tables this version of Voyage has.');
    }

    const stored: string[] = [];
    try {
      for (const entry of manifest.files) {
        await storage.put(entry.key, await fs.readFile(path.join(workDir, archivePaths.file(entry.key))));
        stored.push(entry.key);
      }
      await database.db.transaction(async (tx) => {
        for (const table of tables) {
          const rows = JSON.parse(await fs.readFile(path.join(workDir, archivePaths.table(table)), 'utf8')) as Record<
            string,
            unknown
          >[];
          await loadTableRows(tx, table, rows);
        }
        await restoreSequenceValues(tx, manifest.sequences);
      });
    } catch (error) {
      for (const key of stored) await storage.delete(key).catch(() => {});
      throw error;
    }

    if (manifest.hasAuthSecret) await restoreAuthSecret(workDir, dataDir);
    return manifest;
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

async function readManifest(workDir: string): Promise<BackupManifest> {
  const text = await fs.readFile(path.join(workDir, archivePaths.manifest), 'utf8').catch(() => undefined);
  const parsed = text === undefined ? undefined : backupManifestSchema.safeParse(JSON.parse(text));
  if (!parsed?.success) throw new RestoreRefusedError('This file is not a Voyage backup (no readable manifest).');
  return parsed.data;
}

/** Every file the manifest lists is there, whole: its size and SHA-256 as recorded. */
async function checkFiles(workDir: string, manifest: BackupManifest) {
  for (const entry of manifest.files) {
    const bytes = await fs.readFile(path.join(workDir, archivePaths.file(entry.key))).catch(() => undefined);
    const sha256 = bytes && createHash('sha256').update(bytes).digest('hex');
    if (!bytes || bytes.length !== entry.sizeBytes || sha256 !== entry.sha256) {
      throw new RestoreRefusedError(`The backup is damaged: the file ${entry.key} is missing or not the one recorded.`);
    }
  }
}

/** The secret that signs session cookies, so people stay signed in; an existing one is kept. */
async function restoreAuthSecret(workDir: string, dataDir: string) {
  const target = path.join(dataDir, 'auth-secret');
  const secret = await fs.readFile(path.join(workDir, archivePaths.authSecret));
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(target, secret, { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
}
