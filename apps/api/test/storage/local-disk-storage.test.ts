import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../src/storage/local-disk-storage.ts';
import { expectOneObjectLifecycle, listedObjects } from './storage-kit.ts';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'voyage-storage-test-'));
const root = path.join(base, 'files');
const storage = new LocalDiskStorage(root);
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

describe('LocalDiskStorage', () => {
  it('puts, reads, streams, lists and deletes an object under its key', async () => {
    await expectOneObjectLifecycle(storage);
  });

  it('keeps objects readable by the product only and leaves no temporary file behind', async () => {
    const key = randomUUID();
    await storage.put(key, Buffer.from('x'));
    expect(fs.statSync(path.join(root, key)).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.join(root, 'tmp'))).toEqual([]);
    await storage.delete(key);
  });

  it.each([
    '../outside',
    '../../etc/passwd',
    'tmp',
    '',
    randomUUID().toUpperCase(),
    `${randomUUID()}/..`,
    `${randomUUID()}.jpg`,
  ])('refuses the key %j before touching the disk', async (key) => {
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/UUID/);
    await expect(storage.get(key)).rejects.toThrow(/UUID/);
    await expect(storage.delete(key)).rejects.toThrow(/UUID/);
    expect(fs.existsSync(path.join(base, 'outside'))).toBe(false);
  });

  it('removes a failed write’s temporary file', async () => {
    const key = randomUUID();
    fs.mkdirSync(path.join(root, key, 'busy'), { recursive: true }); // a directory in the way of the rename
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow();
    expect(fs.readdirSync(path.join(root, 'tmp'))).toEqual([]);
    fs.rmSync(path.join(root, key), { recursive: true });
  });

  it('removes interrupted writes older than the cut-off only', async () => {
    const tempDir = path.join(root, 'tmp');
    const old = path.join(tempDir, randomUUID());
    const recent = path.join(tempDir, randomUUID());
    fs.writeFileSync(old, 'half');
    fs.writeFileSync(recent, 'half');
    const cutOff = new Date();
    fs.utimesSync(old, new Date(cutOff.getTime() - 1000), new Date(cutOff.getTime() - 1000));
    fs.utimesSync(recent, new Date(cutOff.getTime() + 1000), new Date(cutOff.getTime() + 1000));
    expect(await storage.removeStaleWrites(cutOff)).toBe(1);
    expect(fs.readdirSync(tempDir)).toEqual([path.basename(recent)]);
    fs.rmSync(recent);
  });

  it('lists nothing and sweeps nothing before the first upload', async () => {
    const empty = new LocalDiskStorage(path.join(base, 'never-used'));
    expect(await listedObjects(empty)).toEqual([]);
    expect(await empty.removeStaleWrites(new Date())).toBe(0);
  });
});
