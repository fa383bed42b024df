import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { documents, files, registrationDrafts, travellers } from '../../src/db/schema/index.ts';
import { startFileSweeper, sweepFiles } from '../../src/files/file-sweeper.ts';
import { createDraft, removeDrafts, setupUploadApp } from './upload-kit.ts';
import { tripOfTraveller } from '../helpers/trip-of-traveller.ts';

const t = setupUploadApp();
const HOUR = 3_600_000;
const madeDrafts: string[] = [];
const madeFiles: string[] = [];
const madeDocuments: string[] = [];
const silent = { info() {}, warn() {}, error() {} };

afterAll(async () => {
  await removeDrafts(t.db, madeDrafts);
  if (madeDocuments.length > 0) await t.db.delete(documents).where(inArray(documents.id, madeDocuments));
  if (madeFiles.length > 0) await t.db.delete(files).where(inArray(files.id, madeFiles));
});

/** Sets a file's modification time `ageMs` before `now`. */
function age(file: string, now: Date, ageMs: number): void {
  const at = new Date(now.getTime() - ageMs);
  fs.utimesSync(file, at, at);
}

/** A `files` row created `ageMs` before `now`, with its object on disk as old. */
async function storedFile(now: Date, ageMs: number): Promise<string> {
  const id = randomUUID();
  await t.db.insert(files).values({
    id,
    originalName: 'passport.jpg',
    mediaType: 'image/jpeg',
    sizeBytes: 4,
    sha256: '0'.repeat(64),
    createdAt: new Date(now.getTime() - ageMs),
  });
  madeFiles.push(id);
  await t.app.storage.put(id, Buffer.from('jpeg'));
  age(path.join(t.filesRoot, id), now, ageMs);
  return id;
}

async function fileRowExists(id: string): Promise<boolean> {
  return (await t.db.select({ id: files.id }).from(files).where(eq(files.id, id))).length === 1;
}

async function draftExists(id: string): Promise<boolean> {
  return (
    (await t.db.select({ id: registrationDrafts.id }).from(registrationDrafts).where(eq(registrationDrafts.id, id)))
      .length === 1
  );
}

describe('file sweeper', () => {
  it('removes interrupted writes older than an hour and keeps newer ones', async () => {
    const now = new Date();
    const tempDir = path.join(t.filesRoot, 'tmp');
    fs.mkdirSync(tempDir, { recursive: true });
    const stale = path.join(tempDir, randomUUID());
    const fresh = path.join(tempDir, randomUUID());
    fs.writeFileSync(stale, 'half a pass');
    fs.writeFileSync(fresh, 'being written');
    age(stale, now, HOUR + 60_000);
    age(fresh, now, 5 * 60_000);

    const result = await sweepFiles(t.db, t.app.storage, now);
    expect(result.staleWrites).toBe(1);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    fs.rmSync(fresh);
  });

  it('removes uploads a killed process left in the temporary folder, after an hour', async () => {
    const now = new Date();
    const left = path.join(os.tmpdir(), `voyage-upload-${randomUUID()}`);
    const reading = path.join(os.tmpdir(), `voyage-upload-${randomUUID()}`);
    fs.writeFileSync(left, 'half a passport photo');
    fs.writeFileSync(reading, 'a photo being read');
    age(left, now, HOUR + 60_000);

    const result = await sweepFiles(t.db, t.app.storage, now);
    expect(result.leftoverUploads).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(left)).toBe(false);
    expect(fs.existsSync(reading)).toBe(true);
    fs.rmSync(reading);
  });

  it('deletes expired drafts that were never sent, with the ID they held', async () => {
    const now = new Date();
    const fileOfExpired = await storedFile(now, 40 * 24 * HOUR);
    const expired = await createDraft(t.db, {
      expiresAt: new Date(now.getTime() - 1000),
      documentFileId: fileOfExpired,
      documentType: 'passport',
    });
    const expiredButSent = await createDraft(t.db, { expiresAt: new Date(now.getTime() - 1000), step: 'submitted' });
    const open = await createDraft(t.db, { expiresAt: new Date(now.getTime() + HOUR) });
    madeDrafts.push(expired.id, expiredButSent.id, open.id);

    const result = await sweepFiles(t.db, t.app.storage, now);
    expect(result.expiredDrafts).toBeGreaterThanOrEqual(1);
    expect(await draftExists(expired.id)).toBe(false);
    expect(await draftExists(expiredButSent.id)).toBe(true);
    expect(await draftExists(open.id)).toBe(true);
    expect(await fileRowExists(fileOfExpired)).toBe(false);
    expect(await t.app.storage.exists(fileOfExpired)).toBe(false);
  });

  it('deletes files nothing points at once a day old, row and object, and keeps every file in use', async () => {
    const now = new Date();
    const unattachedOld = await storedFile(now, 25 * HOUR);
    const unattachedNew = await storedFile(now, 23 * HOUR);
    const ofDraft = await storedFile(now, 72 * HOUR);
    const ofDocument = await storedFile(now, 72 * HOUR);
    const holder = await createDraft(t.db, { documentFileId: ofDraft, documentType: 'id_card' });
    madeDrafts.push(holder.id);
    const [traveller] = await t.db.select({ id: travellers.id }).from(travellers).limit(1);
    const [document] = await t.db
      .insert(documents)
      .values({
        travellerId: traveller!.id,
        tripId: tripOfTraveller(traveller!.id),
        type: 'passport',
        fileId: ofDocument,
      })
      .returning({ id: documents.id });
    madeDocuments.push(document!.id);

    const result = await sweepFiles(t.db, t.app.storage, now);
    expect(result.unreferencedFiles).toBeGreaterThanOrEqual(1);
    expect(await fileRowExists(unattachedOld)).toBe(false);
    expect(await t.app.storage.exists(unattachedOld)).toBe(false);
    for (const kept of [unattachedNew, ofDraft, ofDocument]) {
      expect(await fileRowExists(kept)).toBe(true);
      expect(await t.app.storage.exists(kept)).toBe(true);
    }
  });

  it('deletes objects with no files row once a day old, and keeps newer ones (an upload in progress)', async () => {
    const now = new Date();
    const orphanOld = randomUUID();
    const orphanNew = randomUUID();
    await t.app.storage.put(orphanOld, Buffer.from('left behind'));
    await t.app.storage.put(orphanNew, Buffer.from('row on its way'));
    age(path.join(t.filesRoot, orphanOld), now, 25 * HOUR);
    age(path.join(t.filesRoot, orphanNew), now, HOUR);
    const recorded = await storedFile(now, 25 * HOUR);
    const holder = await createDraft(t.db, { documentFileId: recorded, documentType: 'passport' });
    madeDrafts.push(holder.id);

    const result = await sweepFiles(t.db, t.app.storage, now);
    expect(result.orphanObjects).toBe(1);
    expect(await t.app.storage.exists(orphanOld)).toBe(false);
    expect(await t.app.storage.exists(orphanNew)).toBe(true);
    expect(await t.app.storage.exists(recorded)).toBe(true);
    await t.app.storage.delete(orphanNew);
  });

  it('runs on a clock of its own; two sweepers at once (two instances) remove each leftover once, without errors', async () => {
    const realNow = new Date();
    const leftover = await storedFile(realNow, HOUR);
    // A day later for the sweepers: the file is now 25 hours old.
    const later = () => new Date(realNow.getTime() + 24 * HOUR);
    const first = startFileSweeper({ db: t.db, storage: t.app.storage, logger: silent, now: later, poll: false });
    const second = startFileSweeper({ db: t.db, storage: t.app.storage, logger: silent, now: later, poll: false });
    const results = await Promise.all([first.sweepOnce(), second.sweepOnce()]);
    await Promise.all([first.stop(), second.stop()]);
    expect(await fileRowExists(leftover)).toBe(false);
    expect(await t.app.storage.exists(leftover)).toBe(false);
    expect(results.every((result) => result.unreferencedFiles >= 0)).toBe(true);
  });

  it('sweeps once at start when polling, then stops cleanly', async () => {
    const now = new Date();
    const leftover = randomUUID();
    await t.app.storage.put(leftover, Buffer.from('left behind'));
    age(path.join(t.filesRoot, leftover), now, 48 * HOUR);
    const sweeper = startFileSweeper({ db: t.db, storage: t.app.storage, logger: silent, now: () => now });
    await expect.poll(() => t.app.storage.exists(leftover), { timeout: 5000 }).toBe(false);
    await sweeper.stop();
  });
});
