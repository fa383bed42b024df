import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { documents, files, travellers } from '../../src/db/schema/index.ts';
import { isCompressibleType } from '../../src/plugins/compression.ts';
import * as corpus from '../files/corpus.ts';
import { setupUploadApp } from '../files/upload-kit.ts';
import { tripOfTraveller } from '../helpers/trip-of-traveller.ts';

/** Answers are compressed when worth it; stored files never are (docs/architecture.md#response-compression). */

const t = setupUploadApp();
const made = { documents: [] as string[], files: [] as string[] };
afterAll(async () => {
  if (made.documents.length > 0) await t.db.delete(documents).where(inArray(documents.id, made.documents));
  if (made.files.length > 0) await t.db.delete(files).where(inArray(files.id, made.files));
});

/** The students list of the active trip: a few dozen seeded rows, well over the 1 KB threshold. */
async function listUrl(cookie: string) {
  const trip = (await t.app.inject({ url: '/api/trip/active', headers: { cookie } })).json();
  return `/api/students?trip_id=${trip.id}`;
}

describe('response compression', () => {
  it('gzips a JSON list for a client that accepts gzip, and it decodes to the same JSON', async () => {
    const cookie = await t.signInAsAdmin();
    const url = await listUrl(cookie);
    const plain = await t.app.inject({ url, headers: { cookie } });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const gzipped = await t.app.inject({ url, headers: { cookie, 'accept-encoding': 'gzip' } });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toContain('application/json');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    // Compressed in one call, not streamed: the reply says its length and is not chunked.
    expect(gzipped.headers['content-length']).toBe(String(gzipped.rawPayload.length));
    expect(gzipped.headers['transfer-encoding']).toBeUndefined();
  });

  it('prefers brotli when the client offers it, as a browser does', async () => {
    const cookie = await t.signInAsAdmin();
    const url = await listUrl(cookie);
    const plain = await t.app.inject({ url, headers: { cookie } });
    const response = await t.app.inject({
      url,
      headers: { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends a small answer as it is', async () => {
    const response = await t.app.inject({ url: '/api/session', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toBeDefined();
  });

  it('keeps the error code readable to the refusal audit and the client', async () => {
    const response = await t.app.inject({ url: '/api/students?trip_id=1', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('never recompresses a stored file: the download keeps its bytes and Content-Length', async () => {
    const bytes = await corpus.jpeg();
    const [traveller] = await t.db.select({ id: travellers.id }).from(travellers).limit(1);
    const fileId = randomUUID();
    await t.db.insert(files).values({
      id: fileId,
      originalName: 'passport.jpg',
      mediaType: 'image/jpeg',
      sizeBytes: bytes.length,
      sha256: '0'.repeat(64),
    });
    made.files.push(fileId);
    const [document] = await t.db
      .insert(documents)
      .values({ travellerId: traveller!.id, tripId: tripOfTraveller(traveller!.id), type: 'passport', fileId })
      .returning({ id: documents.id });
    made.documents.push(document!.id);
    await t.app.storage.put(fileId, bytes);

    const response = await t.app.inject({
      url: `/api/admin/documents/${document!.id}/file`,
      headers: { cookie: await t.signInAsAdmin(), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it.each([
    ['application/json; charset=utf-8', true],
    ['text/html; charset=utf-8', true],
    ['text/csv; charset=utf-8', true],
    ['application/problem+json', true],
    ['text/event-stream', false],
    ['image/jpeg', false],
    ['application/pdf', false],
    ['application/octet-stream', false],
    ['application/zip', false],
  ])('treats %s as compressible: %s', (type, expected) => {
    expect(isCompressibleType(type)).toBe(expected);
  });
});
