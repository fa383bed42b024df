import { loadConfig } from '../config/config.ts';
import { loadEnvFile } from '../config/env-file.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { openDatabase } from '../db/open-database.ts';
import { makeDataDirPrivate } from '../db/private-data-dir.ts';
import { rotateHealthDataKey } from '../health/services/rotate-health-key.ts';

/**
 * `npm run health-key:rotate -w @voyage/api` (docs/operations.md#health-data-key): seals every health record
 * with a new key (HEALTH_DATA_KEY_NEW, or one generated into DATA_DIR) in one transaction, then switches the
 * key file. Run with the product stopped, after a backup.
 */
async function main(): Promise<number> {
  loadEnvFile();
  const config = loadConfig();
  makeDataDirPrivate(config.dataDir);
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\nStop Voyage first: the key is rotated while it is stopped.`);
      return 1;
    }
    throw error;
  }
  try {
    const result = await rotateHealthDataKey({
      db: database.db,
      dataDir: config.dataDir,
      configuredKey: config.healthDataKey,
      newKeyText: process.env.HEALTH_DATA_KEY_NEW || undefined,
    });
    console.log(`${result.records} health records are now sealed with the new key.`);
    if (result.switched) {
      console.log(`  The key file ${result.keyFile} holds the new key; the old one is beside it as .old.`);
      console.log('  Copy the new key somewhere safe, start Voyage, open a record, then delete the .old file.');
    } else {
      const where = result.keyFile ?? 'HEALTH_DATA_KEY_NEW';
      console.log(
        `  Set HEALTH_DATA_KEY to the new key (in ${where}) before starting Voyage, and unset HEALTH_DATA_KEY_NEW.`,
      );
    }
    return 0;
  } catch (error) {
    // Nothing was changed: the records and the key file are as they were.
    console.error(`The rotation failed, the current key still reads every record: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
