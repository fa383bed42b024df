import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor.ts';
import { files, travellers } from '../../db/schema/index.ts';
import { reachedByGuardian } from '../../travellers/queries/guardian-access.ts';

/** The record's own columns a download needs besides the file. */
export type ExtraColumns = Record<string, PgColumn>;

/** A family's record that points at a stored file (a document, a payment's receipt). */
export type FileRecordTable<Extra extends ExtraColumns> = {
  table: PgTable;
  id: PgColumn;
  travellerId: PgColumn;
  fileId: PgColumn;
  /** The record's own columns the caller needs besides the file (a document's type). */
  extra: Extra;
  /** Staff do not reach a deleted registration's records either (a receipt); documents leave it out. */
  staffSkipDeleted: boolean;
};

/** The record, its traveller and trip, and what its `files` row says of the stored bytes. */
export type RecordFile<Extra extends ExtraColumns> = {
  recordId: string;
  travellerId: string;
  tripId: number;
  fileId: string;
  fileName: string;
  mediaType: string;
  sizeBytes: number;
} & { [Key in keyof Extra]: Extra[Key]['_']['data'] };

/**
 * One record's stored file for a download: for staff or, with `guardianUserId`, for that guardian alone
 * (`reachedByGuardian`: another family's record, or a deleted registration's, finds nothing).
 */
export async function findRecordFile<Extra extends ExtraColumns>(
  db: Executor,
  record: FileRecordTable<Extra>,
  recordId: string,
  { guardianUserId }: { guardianUserId?: string } = {},
): Promise<RecordFile<Extra> | undefined> {
  const reader: SQL | undefined = guardianUserId
    ? reachedByGuardian(guardianUserId)
    : record.staffSkipDeleted
      ? ne(travellers.status, 'deleted')
      : undefined;
  const [row] = await db
    .select({
      ...record.extra,
      recordId: record.id,
      travellerId: record.travellerId,
      tripId: travellers.tripId,
      fileId: files.id,
      fileName: files.originalName,
      mediaType: files.mediaType,
      sizeBytes: files.sizeBytes,
    })
    .from(record.table)
    .innerJoin(files, eq(files.id, record.fileId))
    .innerJoin(travellers, eq(travellers.id, record.travellerId))
    .where(and(eq(record.id, recordId), reader));
  return row as RecordFile<Extra> | undefined;
}
