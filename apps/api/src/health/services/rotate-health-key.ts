import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/database.ts';
import { lockAllHealthRows, rewriteHealthSections } from '../queries/health-records.ts';
import { HEALTH_DATA_KEY_FILE, isHealthDataKeyText, resolveHealthDataKey } from '../health-data-key.ts';
import { resealSection, resealText, SEALED_SECTIONS } from '../sealed-record.ts';
import { lockAllAddenda, rewriteAddendumTexts } from '../queries/health-addenda.ts';

/** Where the new key waits until the records are sealed with it. */
export const NEW_HEALTH_DATA_KEY_FILE = `${HEALTH_DATA_KEY_FILE}.new`;
/** Where the replaced key is kept until someone has checked a record opens with the new one. */
export const OLD_HEALTH_DATA_KEY_FILE = `${HEALTH_DATA_KEY_FILE}.old`;

type Rotation = {
  db: Database;
  dataDir: string;
  /** HEALTH_DATA_KEY: the current key when set; otherwise the key file in `dataDir` is. */
  configuredKey: string | undefined;
  /** HEALTH_DATA_KEY_NEW: the new key when set; otherwise one is generated into `dataDir`. */
  newKeyText: string | undefined;
};

export type RotationResult = {
  records: number;
  /** Where the new key now is: the key file (switched), or `health-data-key.new` to be set as HEALTH_DATA_KEY. */
  keyFile: string | undefined;
  /** The key file was switched: the product reads the new key at its next start. */
  switched: boolean;
};

const decode = (text: string) => Buffer.from(text.trim(), 'base64');

/**
 * The new key: HEALTH_DATA_KEY_NEW, else the one a previous attempt left in `health-data-key.new` (which may
 * already seal some records), else a new one written there (mode 0600) before any record uses it.
 */
function newKeyOf({ dataDir, newKeyText }: Rotation): Buffer {
  if (newKeyText !== undefined) {
    if (!isHealthDataKeyText(newKeyText))
      throw new Error('HEALTH_DATA_KEY_NEW: expected the base64 of 32 random bytes');
    return decode(newKeyText);
  }
  const file = path.join(dataDir, NEW_HEALTH_DATA_KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  }
  const text = fs.readFileSync(file, 'utf8');
  if (!isHealthDataKeyText(text)) throw new Error(`${file} holds no usable key`);
  return decode(text);
}

/**
 * Rotates the health data key (docs/operations.md#health-data-key): every record's free texts, and every
 * addendum's text and note, opened with the current key and sealed with the new one, all in one transaction, so a failure leaves every record under the
 * current key. Only then is the key file switched (the old one kept as `health-data-key.old`). With
 * HEALTH_DATA_KEY set no file is switched: the operator sets the new key in its place.
 */
export async function rotateHealthDataKey(rotation: Rotation): Promise<RotationResult> {
  const { db, dataDir, configuredKey } = rotation;
  const oldKey = resolveHealthDataKey(configuredKey, dataDir);
  const newKey = newKeyOf(rotation);
  if (newKey.equals(oldKey)) throw new Error('The new key is the current key: give another one');
  const records = await db.transaction(async (tx) => {
    const rows = await lockAllHealthRows(tx);
    for (const row of rows) {
      const sections: Parameters<typeof rewriteHealthSections>[2] = {};
      for (const section of SEALED_SECTIONS) {
        const value = row[section];
        if (value !== null) sections[section] = resealSection(oldKey, newKey, section, value);
      }
      if (Object.keys(sections).length > 0) {
        await rewriteHealthSections(tx, row.travellerId, sections);
      }
    }
    // The changes sent after the freeze: their text, and staff's note once there is one.
    for (const addendum of await lockAllAddenda(tx)) {
      await rewriteAddendumTexts(tx, addendum.id, {
        text: resealText(oldKey, newKey, addendum.text),
        note: addendum.note === '' ? '' : resealText(oldKey, newKey, addendum.note),
      });
    }
    return rows.length;
  });
  const pending = path.join(dataDir, NEW_HEALTH_DATA_KEY_FILE);
  if (configuredKey) {
    return { records, keyFile: fs.existsSync(pending) ? pending : undefined, switched: false };
  }
  // The records are sealed with the new key: the key file follows, the old key kept beside it.
  const current = path.join(dataDir, HEALTH_DATA_KEY_FILE);
  const old = path.join(dataDir, OLD_HEALTH_DATA_KEY_FILE);
  fs.copyFileSync(current, old);
  fs.chmodSync(old, 0o600);
  fs.writeFileSync(pending, `${newKey.toString('base64')}\n`, { mode: 0o600 });
  fs.renameSync(pending, current);
  return { records, keyFile: current, switched: true };
}
