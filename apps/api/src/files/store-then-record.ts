import { randomUUID } from 'node:crypto';
import type { FileStorage } from '../storage/file-storage.ts';

/**
 * Every upload's store → transaction → clean-up: the bytes are stored first under a new id, then `record`
 * runs the transaction that writes the file's row and what points at it. If that transaction fails (a
 * refusal, a conflict, a lost connection), the stored object is deleted again, so nothing is left half
 * written on disk or in the database. An object left by a crash in between has no row: the sweeper removes it.
 */
export async function storeThenRecord<Result>(
  storage: FileStorage,
  bytes: Buffer,
  record: (fileId: string) => Promise<Result>,
): Promise<Result> {
  const fileId = randomUUID();
  await storage.put(fileId, bytes);
  try {
    return await record(fileId);
  } catch (error) {
    await storage.delete(fileId);
    throw error;
  }
}
