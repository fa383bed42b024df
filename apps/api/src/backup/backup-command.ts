import path from 'node:path';
import { loadConfig, REPO_ROOT } from '../config/config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { openDatabase } from '../db/open-database.ts';
import { loadEnvFile } from '../config/env-file.ts';
import { createStorage } from '../storage/create-storage.ts';
import { createBackup } from './create-backup.ts';
import { RestoreRefusedError, restoreBackup } from './restore-backup.ts';

/** A path typed by the person who ran `npm run …`, read from where they were, not from the workspace. */
function fromCaller(target: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
}

/**
 * `npm run backup [folder]` and `npm run restore FILE` (docs/operations.md#backup-and-restore), with the
 * product's own settings (DATA_DIR, DATABASE_URL). With the embedded database the product must be stopped:
 * the data directory's lock says so.
 */
async function main([command, argument]: string[]): Promise<number> {
  loadEnvFile();
  const config = loadConfig();
  if (command === 'restore' && !argument) {
    console.error('Name the backup to restore: npm run restore voyage-backup-….tar.gz');
    return 2;
  }
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `${error.message}\nStop Voyage first: the embedded database is backed up and restored while it is stopped.`,
      );
      return 1;
    }
    throw error;
  }
  const storage = createStorage(config);
  try {
    if (command === 'backup') {
      const outDir = fromCaller(argument ?? path.join(REPO_ROOT, 'backups'));
      const { file, manifest } = await createBackup({ database, storage, dataDir: config.dataDir, outDir });
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(`Backup written: ${file}`);
      console.log(`  ${rows} rows in ${manifest.tables.length} tables, ${manifest.files.length} files`);
      if (manifest.missingFiles.length > 0) {
        console.warn(`  ${manifest.missingFiles.length} files recorded in the database were missing from storage`);
      }
      return 0;
    }
    const manifest = await restoreBackup({ file: fromCaller(argument!), database, storage, dataDir: config.dataDir });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Restored the backup of ${manifest.createdAt}: ${rows} rows, ${manifest.files.length} files.`);
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefusedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
