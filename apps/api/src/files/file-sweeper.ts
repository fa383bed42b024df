import type { Database } from '../db/database.ts';
import { deleteExpiredDrafts } from './queries/expired-drafts.ts';
import { removeLeftoverUploadFiles } from './upload-temp-files.ts';
import { deleteUnreferencedFiles, existingFileIds } from './queries/files.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { startPeriodicJob, type PeriodicJobOptions } from '../jobs/periodic-job.ts';
import type { WorkerLogger } from '../jobs/worker-logger.ts';

const HOUR = 3_600_000;
/** A write that has not finished within the hour was interrupted. */
export const TEMP_OBJECT_TTL_MS = HOUR;
/** How long a file may sit unattached: an upload is attached in the same request, so a day is ample. */
export const UNATTACHED_FILE_TTL_MS = 24 * HOUR;
export const SWEEP_INTERVAL_MS = HOUR;
const BATCH = 500;

export type SweepResult = {
  staleWrites: number;
  leftoverUploads: number;
  expiredDrafts: number;
  unreferencedFiles: number;
  orphanObjects: number;
};

export type FileSweeperOptions = Pick<PeriodicJobOptions<SweepResult>, 'now' | 'poll' | 'timers'> & {
  db: Database;
  storage: FileStorage;
  logger: WorkerLogger;
  intervalMs?: number;
};

export type FileSweeper = {
  sweepOnce(): Promise<SweepResult>;
  /** Settles once the sweep at start has ended. */
  firstPass: Promise<void>;
  /** Stops the timer and waits for a sweep in progress. */
  stop(): Promise<void>;
};

/**
 * Keeps the file store and the database in step, once at start and then every hour:
 *   1. removes temporary objects of writes interrupted more than an hour ago, and uploads left in the
 *      system's temporary folder by a process killed while reading them;
 *   2. deletes registration drafts that expired before being sent;
 *   3. deletes `files` rows nothing points at (no document, payment or draft) older than a day, then
 *      their objects;
 *   4. deletes objects older than a day that have no `files` row (a crash between storing and recording,
 *      or between deleting a row and its object).
 * Safe with several instances: rows are claimed with FOR UPDATE SKIP LOCKED in one statement, and
 * deleting an object twice is harmless. Age limits keep it clear of uploads in progress.
 */
export async function sweepFiles(db: Database, storage: FileStorage, now: Date): Promise<SweepResult> {
  const staleWrites = await storage.removeStaleWrites(new Date(now.getTime() - TEMP_OBJECT_TTL_MS));
  const leftoverUploads = await removeLeftoverUploadFiles(new Date(now.getTime() - TEMP_OBJECT_TTL_MS));
  const expiredDrafts = await deleteExpiredDrafts(db, now);

  const unattachedBefore = new Date(now.getTime() - UNATTACHED_FILE_TTL_MS);
  let unreferencedFiles = 0;
  for (;;) {
    const ids = await deleteUnreferencedFiles(db, unattachedBefore, BATCH);
    for (const id of ids) await storage.delete(id);
    unreferencedFiles += ids.length;
    if (ids.length < BATCH) break;
  }

  let orphanObjects = 0;
  const removeOrphans = async (keys: string[]) => {
    const known = await existingFileIds(db, keys);
    for (const key of keys) {
      if (known.has(key)) continue;
      await storage.delete(key);
      orphanObjects += 1;
    }
  };
  let batch: string[] = [];
  for await (const object of storage.list()) {
    if (object.modifiedAt >= unattachedBefore) continue;
    batch.push(object.key);
    if (batch.length === BATCH) {
      await removeOrphans(batch);
      batch = [];
    }
  }
  await removeOrphans(batch);
  return { staleWrites, leftoverUploads, expiredDrafts, unreferencedFiles, orphanObjects };
}

/** Runs `sweepFiles` at start and every hour, in the process, like the outbox worker. */
export function startFileSweeper({ db, storage, ...options }: FileSweeperOptions): FileSweeper {
  const job = startPeriodicJob({
    name: 'file sweep',
    ...options,
    intervalMs: options.intervalMs ?? SWEEP_INTERVAL_MS,
    run: ({ now }) => sweepFiles(db, storage, now),
    describe: (result) =>
      Object.values(result).some((count) => count > 0) ? 'file sweep removed leftovers' : undefined,
  });
  return { sweepOnce: job.runOnce, firstPass: job.firstPass, stop: job.stop };
}
