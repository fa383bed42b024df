import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { DatabaseHandle } from '../db/database.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { isUuid } from '@voyage/domain';
import { resolveAuthSecret } from '../accounts/auth/auth-secret.ts';
import {
  ARCHIVE_ROOT,
  archivePaths,
  backupManifestSchema,
  signingSecretCheck,
  type BackupManifest,
} from './backup-archive.ts';
import {
  appliedMigrations,
  isEmptyDatabase,
  loadTableRows,
  resetAllTwoFactor,
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
  /** AUTH_SECRET when set: the secret the restored product will run with. */
  configuredAuthSecret?: string;
};

/** What a restore did beyond loading: the administrators who enrol their authenticator again. */
export type RestoreResult = BackupManifest & { twoFactorReset: number };

const damaged = (what: string) => new RestoreRefusedError(`The backup is damaged: ${what}.`);

/**
 * Restores an archive written by `createBackup` into an empty database and an empty file store. Everything
 * is checked before anything is written (the manifest, each file's SHA-256, the migrations, emptiness); the
 * files are stored first and the rows then loaded in one transaction, so a failure leaves no row without
 * its file and removes the files it had stored. A crafted or truncated archive is refused as damaged. Nobody
 * is signed in after it (a backup holds no session), and under another signing secret than the backup's the
 * administrators enrol their authenticator again.
 */
export async function restoreBackup(options: RestoreBackupOptions): Promise<RestoreResult> {
  const { file, database, storage, dataDir } = options;
  const workDir = await fs.mkdtemp(path.join(path.dirname(path.resolve(file)), '.restore-'));
  try {
    await tar
      .extract({
        file,
        cwd: workDir,
        strict: true,
        // Only regular files and folders under the archive's own root; never links or absolute paths.
        filter: (entryPath, entry) =>
          entryPath.startsWith(`${ARCHIVE_ROOT}/`) &&
          ('type' in entry ? ['File', 'Directory'].includes(entry.type) : true),
      })
      .catch(() => {
        throw damaged('it is not a readable archive');
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

    // The secret the restored product signs with: the backup's (when it holds one and none is there), the
    // data directory's, or AUTH_SECRET; two-factor secrets encrypted under another cannot be read.
    if (manifest.hasAuthSecret) await restoreAuthSecret(workDir, dataDir);
    const secret = resolveAuthSecret(options.configuredAuthSecret, dataDir);
    const sameSecret = manifest.signingSecretCheck === signingSecretCheck(secret);

    let twoFactorReset = 0;
    const stored: string[] = [];
    try {
      for (const entry of manifest.files) {
        await storage.put(entry.key, await fs.readFile(path.join(workDir, archivePaths.file(entry.key))));
        stored.push(entry.key);
      }
      await database.db.transaction(async (tx) => {
        for (const table of tables) {
          const text = await fs.readFile(path.join(workDir, archivePaths.table(table)), 'utf8').catch(() => '');
          const rows = parseRows(text);
          if (!rows) throw damaged(`the table ${table} is missing or not readable`);
          await loadTableRows(tx, table, rows).catch(() => {
            throw damaged(`the rows of the table ${table} do not fit it`);
          });
        }
        await restoreSequenceValues(tx, manifest.sequences).catch(() => {
          throw damaged('its sequences do not fit this database');
        });
        if (!sameSecret) twoFactorReset = await resetAllTwoFactor(tx);
      });
    } catch (error) {
      for (const key of stored) await storage.delete(key).catch(() => {});
      throw error;
    }
    return { ...manifest, twoFactorReset };
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A table's file: an array of objects, or undefined. */
function parseRows(text: string): Record<string, unknown>[] | undefined {
  const rows = parseJson(text);
  const isRows =
    Array.isArray(rows) && rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row));
  return isRows ? (rows as Record<string, unknown>[]) : undefined;
}

async function readManifest(workDir: string): Promise<BackupManifest> {
  const text = await fs.readFile(path.join(workDir, archivePaths.manifest), 'utf8').catch(() => undefined);
  const parsed = text === undefined ? undefined : backupManifestSchema.safeParse(parseJson(text));
  if (!parsed?.success) throw new RestoreRefusedError('This file is not a Voyage backup (no readable manifest).');
  // A stored file is named by its row's UUID: any other name (`../…`) is not one this product wrote.
  if (!parsed.data.files.every((entry) => isUuid(entry.key))) throw damaged('it names files that are not its own');
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
