import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../src/storage/s3-storage.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { expectOneObjectLifecycle, listedObjects } from './storage-kit.ts';

let server: TestS3Server;
let storage: S3Storage;
let prefixed: S3Storage;

beforeAll(async () => {
  server = await startS3Server();
  storage = new S3Storage(server.settings);
  prefixed = new S3Storage({ ...server.settings, prefix: 'voyage/' });
});
afterAll(async () => {
  storage?.close();
  prefixed?.close();
  await server?.close();
});

describe('S3Storage on a real S3-compatible server', () => {
  it('puts, reads, streams, lists and deletes an object under its key', async () => {
    await expectOneObjectLifecycle(storage);
  });

  it('keeps binary content byte for byte', async () => {
    const key = randomUUID();
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, index) => (index * 7919) % 256));
    await storage.put(key, bytes);
    expect((await storage.get(key))!.equals(bytes)).toBe(true);
    await storage.delete(key);
  });

  it('lists only its own objects: under its prefix, named by a UUID', async () => {
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: server.settings.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await client.send(new PutObjectCommand({ Bucket: server.settings.bucket, Key: 'voyage/notes.txt', Body: 'x' }));
    const key = randomUUID();
    await prefixed.put(key, Buffer.from('consent'));
    await storage.put(randomUUID(), Buffer.from('someone else'));

    expect((await listedObjects(prefixed)).map((object) => object.key)).toEqual([key]);
    expect(await prefixed.exists(key)).toBe(true);
    expect(await storage.exists(key)).toBe(false); // stored as voyage/<key>
    client.destroy();
  });

  it.each(['../outside', 'tmp', '', randomUUID().toUpperCase(), `${randomUUID()}/..`, `${randomUUID()}.jpg`])(
    'refuses the key %j before calling the store',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/UUID/);
      await expect(storage.get(key)).rejects.toThrow(/UUID/);
      await expect(storage.delete(key)).rejects.toThrow(/UUID/);
    },
  );

  it('reports a store it cannot reach as an error, not as a missing object', async () => {
    const unreachable = new S3Storage({ ...server.settings, endpoint: 'http://127.0.0.1:9' });
    await expect(unreachable.get(randomUUID())).rejects.toThrow();
    await expect(unreachable.exists(randomUUID())).rejects.toThrow();
    unreachable.close();
  });
});
