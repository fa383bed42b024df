import path from 'node:path';
import { loadConfig, REPO_ROOT } from '../config/config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { openDatabase } from '../db/open-database.ts';
import { makeDataDirPrivate } from '../db/private-data-dir.ts';
import { loadEnvFile } from '../config/env-file.ts';
import { createStorage } from '../storage/create-storage.ts';
import { createBackup } from './create-backup.ts';
import { RestoreRefusedError, restoreBackup } from './restore-backup.ts';

/** A path typed by the person who ran `npm run …`, read from where they were, not from the workspace. */
function fromCaller(target: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
}

/** Puts the signing secret in the archive; whoever holds that archive can then forge any session. */
const INCLUDE_SECRET_FLAG = '--include-signing-secret';

/**
 * `npm run backup [folder] [--include-signing-secret]` and `npm run restore FILE`
 * (docs/operations.md#backup-and-restore), with the product's own settings (DATA_DIR, DATABASE_URL,
 * AUTH_SECRET). With the embedded database the product must be stopped: the data directory's lock says so.
 */
async function main([command, ...rest]: string[]): Promise<number> {
  const includeSigningSecret = rest.includes(INCLUDE_SECRET_FLAG);
  const argument = rest.find((arg) => !arg.startsWith('--'));
  loadEnvFile();
  const config = loadConfig();
  if (command === 'restore' && !argument) {
    console.error('Name the backup to restore: npm run restore voyage-backup-….tar.gz');
    return 2;
  }
  makeDataDirPrivate(config.dataDir);
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
      const { file, manifest } = await createBackup({
        database,
        storage,
        dataDir: config.dataDir,
        outDir,
        configuredAuthSecret: config.authSecret,
        includeSigningSecret,
      });
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(`Backup written: ${file}`);
      console.log(`  ${rows} rows in ${manifest.tables.length} tables, ${manifest.files.length} files`);
      if (manifest.missingFiles.length > 0) {
        console.warn(`  ${manifest.missingFiles.length} files recorded in the database were missing from storage`);
      }
      if (manifest.hasAuthSecret) {
        console.warn('  It holds the signing secret: anyone with this file can sign in as anyone. Keep it encrypted.');
      }
      return 0;
    }
    const restored = await restoreBackup({
      file: fromCaller(argument!),
      database,
      storage,
      dataDir: config.dataDir,
      configuredAuthSecret: config.authSecret,
    });
    const rows = restored.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Restored the backup of ${restored.createdAt}: ${rows} rows, ${restored.files.length} files.`);
    console.log('  Nobody is signed in: a backup holds no sessions.');
    if (restored.twoFactorReset > 0) {
      console.warn(
        `  ${restored.twoFactorReset} administrators enrol their authenticator app again at their next sign-in: the signing secret is not the backup's.`,
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefusedError) {
      console.error(error.message);
      return 1;
    }
    // Anything else is said in one line, never as a stack trace.
    console.error(`${command === 'backup' ? 'The backup' : 'The restore'} failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
