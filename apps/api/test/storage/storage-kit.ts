import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { FileStorage, StoredObject } from '../../src/storage/file-storage.ts';

export async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += chunk.toString();
  return out;
}

export async function listedObjects(store: FileStorage): Promise<StoredObject[]> {
  const objects: StoredObject[] = [];
  for await (const object of store.list()) objects.push(object);
  return objects;
}

/**
 * What every store does with an object, the only one it holds: puts it under its key, reads, streams and
 * lists it, and deletes it (twice: a second delete is no error).
 */
export async function expectOneObjectLifecycle(storage: FileStorage): Promise<void> {
  const key = randomUUID();
  await storage.put(key, Buffer.from('passport bytes'));
  expect(await storage.exists(key)).toBe(true);
  expect((await storage.get(key))?.toString()).toBe('passport bytes');
  const opened = await storage.stream(key);
  expect(opened?.sizeBytes).toBe(14);
  expect(await textOf(opened!.stream)).toBe('passport bytes');
  expect(await listedObjects(storage)).toEqual([
    expect.objectContaining({ key, sizeBytes: 14, modifiedAt: expect.any(Date) }),
  ]);

  await storage.delete(key);
  expect(await storage.exists(key)).toBe(false);
  expect(await storage.get(key)).toBeUndefined();
  expect(await storage.stream(key)).toBeUndefined();
  await storage.delete(key);
}
