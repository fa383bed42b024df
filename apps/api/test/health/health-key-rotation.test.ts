import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FILLED_HEALTH_RECORD } from '@voyage/domain';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { healthAddenda, healthRecords, travellers } from '../../src/db/schema/index.ts';
import { open, seal } from '../../src/health/health-cipher.ts';
import { HEALTH_DATA_KEY_FILE } from '../../src/health/health-data-key.ts';
import { findHealthRow } from '../../src/health/queries/health-records.ts';
import { openRecord, sealSection } from '../../src/health/sealed-record.ts';
import {
  NEW_HEALTH_DATA_KEY_FILE,
  OLD_HEALTH_DATA_KEY_FILE,
  rotateHealthDataKey,
} from '../../src/health/services/rotate-health-key.ts';
import { setupTestApp, TEST_HEALTH_DATA_KEY } from '../helpers/test-app.ts';

/** Rotating the health data key (docs/operations.md#health-data-key). */
const t = setupTestApp();
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'voyage-health-key-'));
const oldKey = Buffer.from(TEST_HEALTH_DATA_KEY, 'base64');
let dataDir: string;
let ids: string[];

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(root, 'data-'));
  fs.writeFileSync(path.join(dataDir, HEALTH_DATA_KEY_FILE), `${TEST_HEALTH_DATA_KEY}\n`, { mode: 0o600 });
  await t.db.delete(healthAddenda);
  await t.db.delete(healthRecords);
  const rows = await t.db.select({ id: travellers.id }).from(travellers).where(ne(travellers.status, 'deleted'));
  ids = rows.slice(0, 3).map((row) => row.id);
  for (const travellerId of ids) {
    await t.db.insert(healthRecords).values({
      travellerId,
      allergies: sealSection(oldKey, 'allergies', FILLED_HEALTH_RECORD.allergies),
      medicines: sealSection(oldKey, 'medicines', FILLED_HEALTH_RECORD.medicines),
      contacts: sealSection(oldKey, 'contacts', FILLED_HEALTH_RECORD.contacts),
    });
  }
});

const keyIn = (file: string) => Buffer.from(fs.readFileSync(path.join(dataDir, file), 'utf8').trim(), 'base64');

async function opensWith(key: Buffer, travellerId: string): Promise<boolean> {
  try {
    const record = openRecord(key, (await findHealthRow(t.db, travellerId))!);
    return JSON.stringify(record.allergies) === JSON.stringify(FILLED_HEALTH_RECORD.allergies);
  } catch {
    return false;
  }
}

describe('rotating the health data key', () => {
  it('seals every record with a generated key and switches the key file, keeping the old one beside it', async () => {
    const change = 'Now allergic to penicillin as well';
    const [addendum] = await t.db
      .insert(healthAddenda)
      .values({ travellerId: ids[0]!, text: seal(oldKey, change), sentByName: 'Eleni', sentAt: new Date() })
      .returning();
    const result = await rotateHealthDataKey({ db: t.db, dataDir, configuredKey: undefined, newKeyText: undefined });
    expect(result).toMatchObject({ records: 3, switched: true });
    const newKey = keyIn(HEALTH_DATA_KEY_FILE);
    expect(newKey.equals(oldKey)).toBe(false);
    expect(keyIn(OLD_HEALTH_DATA_KEY_FILE).equals(oldKey)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, NEW_HEALTH_DATA_KEY_FILE))).toBe(false);
    expect(fs.statSync(path.join(dataDir, HEALTH_DATA_KEY_FILE)).mode & 0o777).toBe(0o600);
    for (const id of ids) {
      expect(await opensWith(newKey, id)).toBe(true);
      expect(await opensWith(oldKey, id)).toBe(false);
    }
    const record = openRecord(newKey, (await findHealthRow(t.db, ids[0]!))!);
    expect(record.contacts).toEqual(FILLED_HEALTH_RECORD.contacts);
    expect(record.medicines).toEqual(FILLED_HEALTH_RECORD.medicines);
    // A change sent after the freeze moves to the new key with the record.
    const [stored] = await t.db.select().from(healthAddenda).where(eq(healthAddenda.id, addendum!.id));
    expect(open(newKey, stored!.text)).toBe(change);
    expect(() => open(oldKey, stored!.text)).toThrow();
    expect(stored!.note).toBe('');
  });

  it('leaves every record and the key file as they were when one record fails midway, and finishes later', async () => {
    const broken = ids[1]!;
    const [row] = await t.db.select().from(healthRecords).where(eq(healthRecords.travellerId, broken));
    const allergies = row!.allergies as Record<string, unknown>[];
    await t.db
      .update(healthRecords)
      .set({ allergies: [{ ...allergies[0], what: 'v1.AAAA.BBBB.CCCC' }] })
      .where(eq(healthRecords.travellerId, broken));
    await expect(
      rotateHealthDataKey({ db: t.db, dataDir, configuredKey: undefined, newKeyText: undefined }),
    ).rejects.toThrow();
    expect(keyIn(HEALTH_DATA_KEY_FILE).equals(oldKey)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, OLD_HEALTH_DATA_KEY_FILE))).toBe(false);
    for (const id of ids.filter((id) => id !== broken)) expect(await opensWith(oldKey, id)).toBe(true);

    // Mended, the rotation runs again with the key it had generated.
    const pendingKey = keyIn(NEW_HEALTH_DATA_KEY_FILE);
    await t.db.update(healthRecords).set({ allergies: row!.allergies }).where(eq(healthRecords.travellerId, broken));
    await rotateHealthDataKey({ db: t.db, dataDir, configuredKey: undefined, newKeyText: undefined });
    expect(keyIn(HEALTH_DATA_KEY_FILE).equals(pendingKey)).toBe(true);
    for (const id of ids) expect(await opensWith(pendingKey, id)).toBe(true);
  });

  it('takes HEALTH_DATA_KEY_NEW, and with HEALTH_DATA_KEY set leaves the key to the operator', async () => {
    const newKey = randomBytes(32);
    const result = await rotateHealthDataKey({
      db: t.db,
      dataDir,
      configuredKey: TEST_HEALTH_DATA_KEY,
      newKeyText: newKey.toString('base64'),
    });
    expect(result).toMatchObject({ records: 3, switched: false });
    expect(keyIn(HEALTH_DATA_KEY_FILE).equals(oldKey)).toBe(true);
    for (const id of ids) expect(await opensWith(newKey, id)).toBe(true);
    await expect(
      rotateHealthDataKey({ db: t.db, dataDir, configuredKey: TEST_HEALTH_DATA_KEY, newKeyText: 'short' }),
    ).rejects.toThrow('HEALTH_DATA_KEY_NEW');
  });
});
