import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FILLED_HEALTH_RECORD } from '@voyage/domain';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createBackup } from '../../src/backup/create-backup.ts';
import { restoreBackup } from '../../src/backup/restore-backup.ts';
import { healthRecords, travellers } from '../../src/db/schema/index.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import { seedDemo } from '../../src/db/seed/seed-demo.ts';
import { HEALTH_DATA_KEY_FILE, resolveHealthDataKey } from '../../src/health/health-data-key.ts';
import { findHealthRow } from '../../src/health/queries/health-records.ts';
import { openRecord, sealSection } from '../../src/health/sealed-record.ts';
import { createStorage } from '../../src/storage/create-storage.ts';
import { TEST_ADMIN } from '../helpers/constants.ts';
import { dropPostgresDatabase, scratchPostgresDatabase } from '../helpers/postgres-databases.ts';

/**
 * A backup carries the health records as ciphertext and never their key (docs/operations.md#health-data-key):
 * restored with the key, the record reads as the family typed it; without it, it does not.
 */
const baseDatabaseUrl = inject('databaseUrl');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'voyage-health-backup-'));
const databases: string[] = [];

async function scratch(name: string) {
  if (!baseDatabaseUrl) return undefined;
  const url = await scratchPostgresDatabase(baseDatabaseUrl, `${name}_${process.pid}`);
  databases.push(url);
  return url;
}

async function archiveTexts(file: string): Promise<Map<string, string>> {
  const dir = fs.mkdtempSync(path.join(root, 'unpacked-'));
  await tar.extract({ file, cwd: dir });
  const texts = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    texts.set(path.relative(dir, full), fs.readFileSync(full, 'utf8'));
  }
  return texts;
}

describe('a backup of health records', () => {
  const dataDir = path.join(root, 'data');
  let sourceUrl: string | undefined;
  let key: Buffer;
  let travellerId: string;
  let backupFile: string;

  beforeAll(async () => {
    sourceUrl = await scratch('voyage_health_backup');
    const database = await openDatabase({ dataDir, databaseUrl: sourceUrl });
    try {
      await database.migrate();
      await seedDemo(database.db, { admin: TEST_ADMIN, storage: createStorage({ dataDir }), travellersPerTrip: 3 });
      key = resolveHealthDataKey(undefined, dataDir);
      const [traveller] = await database.db.select({ id: travellers.id }).from(travellers).limit(1);
      travellerId = traveller!.id;
      await database.db.insert(healthRecords).values({
        travellerId,
        allergies: sealSection(key, 'allergies', FILLED_HEALTH_RECORD.allergies),
        contacts: sealSection(key, 'contacts', FILLED_HEALTH_RECORD.contacts),
      });
      backupFile = (await createBackup({ database, storage: createStorage({ dataDir }), dataDir, outDir: root })).file;
    } finally {
      await database.close();
    }
  }, 180_000);

  afterAll(async () => {
    fs.rmSync(root, { recursive: true, force: true });
    for (const url of databases) await dropPostgresDatabase(url);
  });

  it('holds the ciphertext and not the key', async () => {
    const texts = await archiveTexts(backupFile);
    expect([...texts.keys()].some((name) => name.endsWith(HEALTH_DATA_KEY_FILE))).toBe(false);
    const rows = [...texts].find(([name]) => name.endsWith('health_records.json'));
    expect(rows?.[1]).toContain(travellerId);
    for (const [name, text] of texts) {
      expect(text.includes(key.toString('base64')), name).toBe(false);
      expect(text.includes('Φιστίκια'), name).toBe(false);
      expect(text.includes('Ελένη Γεωργίου'), name).toBe(false);
    }
  });

  it('restored with the key, reads the record; with another key, does not', async () => {
    const target = path.join(root, 'restored');
    const database = await openDatabase({ dataDir: target, databaseUrl: await scratch('voyage_health_restored') });
    try {
      await restoreBackup({ file: backupFile, database, storage: createStorage({ dataDir: target }), dataDir: target });
      expect(fs.existsSync(path.join(target, HEALTH_DATA_KEY_FILE))).toBe(false);
      const row = (await findHealthRow(database.db, travellerId))!;
      const record = openRecord(key, row);
      expect(record.allergies).toEqual(FILLED_HEALTH_RECORD.allergies);
      expect(record.contacts).toEqual(FILLED_HEALTH_RECORD.contacts);
      expect(() => openRecord(Buffer.alloc(32, 9), row)).toThrow();
    } finally {
      await database.close();
    }
  }, 180_000);
});
