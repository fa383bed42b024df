import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import { newAccountToken } from '../../src/accounts/account-token.ts';
import { DRAFT_LIFETIME_MS } from '../../src/registration/draft-cookie.ts';
import { DRAFT_COOKIE } from '../helpers/constants.ts';
import type { Database } from '../../src/db/database.ts';
import { files, registrationDrafts, schools, trips } from '../../src/db/schema/index.ts';
import type { FileStorage } from '../../src/storage/file-storage.ts';
import { setupTestApp, type TestApp } from '../helpers/test-app.ts';

export const UPLOAD_URL = '/api/registration/draft/document';

export type UploadTestApp = TestApp & {
  /** The file store's folder (`<dataDir>/files`), a fresh temporary one per test file. */
  filesRoot: string;
  /** Every object on disk (final keys and temporary writes), relative to the store's folder. */
  objectsOnDisk(): string[];
};

/** The app over its own database copy and a temporary data directory, removed afterwards. */
export function setupUploadApp(overrides: Parameters<typeof setupTestApp>[0] = {}): UploadTestApp {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'voyage-files-test-'));
  const filesRoot = path.join(dataDir, 'files');
  const t = setupTestApp({ dataDir, ...overrides }) as UploadTestApp;
  t.filesRoot = filesRoot;
  t.objectsOnDisk = () => {
    if (!fs.existsSync(filesRoot)) return [];
    const names = fs.readdirSync(filesRoot, { recursive: true }) as string[];
    return names.filter((name) => fs.statSync(path.join(filesRoot, name)).isFile()).sort();
  };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return t;
}

export type TestDraft = { id: string; cookie: string };

/**
 * A registration in progress for the active trip, as its cookie finds it: a row with a known token
 * hash, and the `voyage.registration=<token>` cookie that points at it.
 */
export async function createDraft(
  db: Database,
  overrides: Partial<typeof registrationDrafts.$inferInsert> = {},
): Promise<TestDraft> {
  const [school] = await db
    .select({ id: schools.id, tripId: schools.tripId })
    .from(schools)
    .innerJoin(trips, and(eq(trips.id, schools.tripId), eq(trips.active, true)))
    .limit(1);
  if (!school) throw new Error('the seeded database has no school on the active trip');
  const { token, tokenHash } = newAccountToken();
  const [row] = await db
    .insert(registrationDrafts)
    .values({
      tokenHash,
      tripId: school.tripId,
      schoolId: school.id,
      step: 'document',
      details: { firstName: 'ELENI', lastName: 'TESTOPOULOU' },
      expiresAt: new Date(Date.now() + DRAFT_LIFETIME_MS),
      ...overrides,
    })
    .returning({ id: registrationDrafts.id });
  return { id: row!.id, cookie: `${DRAFT_COOKIE}=${token}` };
}

/** Deletes drafts a file made and the file rows they pointed at (PostgreSQL runs share the database). */
export async function removeDrafts(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const drafts = await db
    .select({ fileId: registrationDrafts.documentFileId })
    .from(registrationDrafts)
    .where(inArray(registrationDrafts.id, ids));
  await db.delete(registrationDrafts).where(inArray(registrationDrafts.id, ids));
  const fileIds = drafts.map((draft) => draft.fileId).filter((id): id is string => id !== null);
  if (fileIds.length > 0) await db.delete(files).where(inArray(files.id, fileIds));
}

export type Part =
  { name: string; value: string } | { name: string; fileName: string; bytes: Buffer | string; contentType?: string };

const BOUNDARY = '----VoyageTestBoundary7MA4YWxkTrZu0gW';

/** A multipart/form-data body written by hand, so tests can send what no browser would. */
export function multipartBody(parts: Part[]): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`, 'utf8'));
    } else {
      const headers =
        `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
        `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`;
      chunks.push(Buffer.from(headers, 'utf8'), Buffer.from(part.bytes), Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

/** Posts the document form (`type`, then `file`) as the draft's browser would. */
export async function upload(
  t: TestApp,
  draft: TestDraft | undefined,
  file: { fileName: string; bytes: Buffer | string; contentType?: string },
  type = 'passport',
): Promise<LightMyRequestResponse> {
  return postForm(t, draft, [
    { name: 'type', value: type },
    { name: 'file', ...file },
  ]);
}

export async function postForm(
  t: TestApp,
  draft: TestDraft | undefined,
  parts: Part[],
): Promise<LightMyRequestResponse> {
  const { body, contentType } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: UPLOAD_URL,
    headers: { ...t.unsafeHeaders(draft?.cookie), 'content-type': contentType },
    payload: body,
  });
}

/** What writing a stored upload straight to the database needs: the database and the file store. */
export type StoreHolder = { db: Database; app: { storage: FileStorage } };

/** A PDF's `files` row with its bytes in the store, as an accepted upload leaves them; its id. */
export async function insertStoredPdf(t: StoreHolder, originalName: string): Promise<string> {
  const fileId = randomUUID();
  await t.db.insert(files).values({
    id: fileId,
    originalName,
    mediaType: 'application/pdf',
    sizeBytes: 6,
    sha256: '0'.repeat(64),
  });
  await t.app.storage.put(fileId, Buffer.from('%PDF-1'));
  return fileId;
}
