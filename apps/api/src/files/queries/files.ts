import { and, eq, inArray, lt, notExists, type SQL } from 'drizzle-orm';
import { documents, files, payments, registrationDrafts } from '../../db/schema/index.ts';
import type { Executor } from '../../db/executor.ts';
import type { AcceptedFile } from '../accept-document-file.ts';

export type NewFile = typeof files.$inferInsert & { id: string };

export async function insertFile(tx: Executor, file: NewFile): Promise<void> {
  await tx.insert(files).values(file);
}

/** The `files` row of an accepted upload stored under `id`; `uploadedBy` is null for a registration's draft. */
export async function insertAcceptedFile(
  tx: Executor,
  id: string,
  file: AcceptedFile,
  uploadedBy: string | null,
): Promise<void> {
  const { originalName, mediaType, sizeBytes, sha256 } = file;
  await insertFile(tx, { id, originalName, mediaType, sizeBytes, sha256, uploadedBy });
}

export async function findFile(tx: Executor, id: string): Promise<{ id: string; uploadedAt: Date } | undefined> {
  const [row] = await tx.select({ id: files.id, uploadedAt: files.createdAt }).from(files).where(eq(files.id, id));
  return row;
}

/**
 * No row points at the file. Every table with a column referencing `files` must be named here, or the
 * sweeper would take a file still in use.
 */
function isUnreferenced(tx: Executor): SQL {
  return and(
    notExists(tx.select({ id: documents.id }).from(documents).where(eq(documents.fileId, files.id))),
    notExists(tx.select({ id: payments.id }).from(payments).where(eq(payments.fileId, files.id))),
    notExists(
      tx
        .select({ id: registrationDrafts.id })
        .from(registrationDrafts)
        .where(eq(registrationDrafts.documentFileId, files.id)),
    ),
  )!;
}

/** Deletes the file's row unless something else still points at it; true when it was deleted. */
export async function deleteFileIfUnreferenced(tx: Executor, id: string): Promise<boolean> {
  const rows = await tx
    .delete(files)
    .where(and(eq(files.id, id), isUnreferenced(tx)))
    .returning({ id: files.id });
  return rows.length === 1;
}

/**
 * Deletes up to `limit` rows of files nothing points at, created before `createdBefore`, and returns
 * their ids (their objects are the caller's to delete). Rows another transaction holds (a document
 * being attached) are skipped, so sweepers in several instances never wait for or fight over a row.
 */
export async function deleteUnreferencedFiles(db: Executor, createdBefore: Date, limit: number): Promise<string[]> {
  const candidates = db
    .select({ id: files.id })
    .from(files)
    .where(and(lt(files.createdAt, createdBefore), isUnreferenced(db)))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db.delete(files).where(inArray(files.id, candidates)).returning({ id: files.id });
  return rows.map((row) => row.id);
}

/** Which of these ids have a `files` row. */
export async function existingFileIds(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: files.id }).from(files).where(inArray(files.id, ids));
  return new Set(rows.map((row) => row.id));
}
