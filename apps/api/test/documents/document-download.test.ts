import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documents, files, travellers, trips, user } from '../../src/db/schema/index.ts';
import { TEST_ADMIN } from '../helpers/constants.ts';
import * as corpus from '../files/corpus.ts';
import { setupUploadApp } from '../files/upload-kit.ts';
import { tripOfTraveller } from '../helpers/trip-of-traveller.ts';

const t = setupUploadApp();
const madeDocuments: string[] = [];
const madeFiles: string[] = [];
let travellerId: string;
let tripId: number;

beforeAll(async () => {
  const [traveller] = await t.db
    .select({ id: travellers.id, tripId: travellers.tripId })
    .from(travellers)
    .innerJoin(trips, and(eq(trips.id, travellers.tripId), eq(trips.active, true)))
    .limit(1);
  travellerId = traveller!.id;
  tripId = traveller!.tripId;
});
afterAll(async () => {
  if (madeDocuments.length > 0) await t.db.delete(documents).where(inArray(documents.id, madeDocuments));
  if (madeFiles.length > 0) await t.db.delete(files).where(inArray(files.id, madeFiles));
});

/** A passport document of a seeded traveller whose file holds `bytes`, stored under its UUID. */
async function documentWith(
  bytes: Buffer | undefined,
  file: { originalName: string; mediaType: string },
): Promise<{ documentId: string; fileId: string }> {
  const fileId = randomUUID();
  await t.db.insert(files).values({ id: fileId, ...file, sizeBytes: bytes?.length ?? 1, sha256: '0'.repeat(64) });
  madeFiles.push(fileId);
  const [document] = await t.db
    .insert(documents)
    .values({ travellerId, tripId: tripOfTraveller(travellerId), type: 'passport', fileId })
    .returning({ id: documents.id });
  madeDocuments.push(document!.id);
  if (bytes) await t.app.storage.put(fileId, bytes);
  return { documentId: document!.id, fileId };
}

const downloadsAudited = (documentId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'document.downloaded'), eq(auditLog.entityId, documentId)));

const fileUrl = (documentId: string) => `/api/admin/documents/${documentId}/file`;

describe('GET /api/admin/documents/:id/file', () => {
  it('streams the stored bytes as an attachment with the stored type and the safe-download headers', async () => {
    const bytes = await corpus.jpeg();
    const { documentId } = await documentWith(bytes, { originalName: 'passport.jpg', mediaType: 'image/jpeg' });
    const response = await t.app.inject({ url: fileUrl(documentId), headers: { cookie: await t.signInAsAdmin() } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(bytes.length),
      'content-disposition': `attachment; filename="passport.jpg"; filename*=UTF-8''passport.jpg`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
      'cache-control': 'no-store',
    });
  });

  it('serves HTML bytes stored as a JPEG as an inert download, never as a page', async () => {
    const { documentId } = await documentWith(corpus.html, { originalName: 'x.jpg', mediaType: 'image/jpeg' });
    const response = await t.app.inject({ url: fileUrl(documentId), headers: { cookie: await t.signInAsAdmin() } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('encodes a Greek name with quotes per RFC 6266: an ASCII fallback and the exact UTF-8 name', async () => {
    const name = 'διαβατήριο "Ελένη" (1).pdf';
    const { documentId } = await documentWith(corpus.pdf(), { originalName: name, mediaType: 'application/pdf' });
    const response = await t.app.inject({ url: fileUrl(documentId), headers: { cookie: await t.signInAsAdmin() } });
    const disposition = response.headers['content-disposition'] as string;
    const parts = /^attachment; filename="([\x20-\x7e]*)"; filename\*=UTF-8''([A-Za-z0-9!#$&+.^_`|~%-]+)$/;
    const [, fallback, encoded] = parts.exec(disposition) ?? [];
    expect(fallback).toBe('DIAVATIRIO _ELENI_ (1).pdf');
    expect(decodeURIComponent(encoded!)).toBe(name);
  });

  it('writes an audit row: which admin downloaded which document of which trip', async () => {
    const { documentId, fileId } = await documentWith(corpus.pdf(), {
      originalName: 'scan.pdf',
      mediaType: 'application/pdf',
    });
    const response = await t.app.inject({ url: fileUrl(documentId), headers: { cookie: await t.signInAsAdmin() } });
    expect(response.statusCode).toBe(200);
    const [admin] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, TEST_ADMIN.email));
    const [row] = await downloadsAudited(documentId).orderBy(desc(auditLog.id));
    expect(row).toMatchObject({
      actorUserId: admin!.id,
      entityType: 'document',
      tripId,
      requestId: expect.any(String),
      details: { travellerId, type: 'passport', fileId },
    });
  });

  it('answers 401 to nobody and 403 to a guardian, before looking anything up', async () => {
    const { documentId } = await documentWith(corpus.pdf(), { originalName: 'scan.pdf', mediaType: 'application/pdf' });
    expect((await t.app.inject({ url: fileUrl(documentId) })).statusCode).toBe(401);
    const guardian = await t.signInAsGuardian();
    const response = await t.app.inject({ url: fileUrl(documentId), headers: { cookie: guardian } });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('%PDF');
    expect(await downloadsAudited(documentId)).toEqual([]);
  });

  it('answers 404 for an unknown id or one that is not a UUID', async () => {
    const cookie = await t.signInAsAdmin();
    expect((await t.app.inject({ url: fileUrl(randomUUID()), headers: { cookie } })).statusCode).toBe(404);
    const notUuid = await t.app.inject({ url: fileUrl('..%2F..%2Fetc%2Fpasswd'), headers: { cookie } });
    expect(notUuid.statusCode).toBe(404);
    expect(notUuid.json().code).toBe('NOT_FOUND');
  });

  it('answers 404 with a clear message when the object is missing from storage, and audits nothing', async () => {
    const { documentId } = await documentWith(undefined, { originalName: 'lost.jpg', mediaType: 'image/jpeg' });
    const response = await t.app.inject({ url: fileUrl(documentId), headers: { cookie: await t.signInAsAdmin() } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: "The document's file is missing from storage" });
    expect(await downloadsAudited(documentId)).toEqual([]);
  });
});
