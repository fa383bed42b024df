import { isUuid } from '@voyage/domain';
import { audit } from '../audit/queries/audit-log.ts';
import type { Database } from '../db/database.ts';
import type { AuditEntry, RequestOrigin } from '../lib/audit.ts';
import { HttpError, notFound } from '../lib/http-error.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { findRecordFile, type ExtraColumns, type FileRecordTable, type RecordFile } from './queries/record-file.ts';
import type { StoredFileDownload } from './send-stored-file.ts';

/** Staff (the download is audited) or a family (only their own travellers' records are found). */
export type DownloadReader = (RequestOrigin & { actorUserId: string }) | { guardianUserId: string };

export type RecordDownloadOptions = { db: Database; storage: FileStorage } & DownloadReader;

/** An area's downloadable record: where it is, how errors name it, and the audit row of a staff download. */
export type DownloadableRecord<Extra extends ExtraColumns> = FileRecordTable<Extra> & {
  /** `Document`, `Receipt`: "Document not found", "The document's file is missing from storage". */
  noun: string;
  audit: (record: RecordFile<Extra>) => Pick<AuditEntry, 'action' | 'entityType' | 'details'>;
};

/**
 * The stored bytes of a family's record (a document, a payment's receipt). Opened for a staff member, with
 * an audit row saying who downloaded what (docs/product/security.md#audit-log); opened for a family, only
 * when the record is one of theirs. An unknown or malformed id, another family's record and a row whose
 * object is missing from the store are all 404, the last with a message that says so.
 */
export async function openRecordDownload<Extra extends ExtraColumns>(
  record: DownloadableRecord<Extra>,
  id: string,
  options: RecordDownloadOptions,
): Promise<StoredFileDownload> {
  const { db, storage } = options;
  const guardianUserId = 'guardianUserId' in options ? options.guardianUserId : undefined;
  const found = isUuid(id) ? await findRecordFile(db, record, id, { guardianUserId }) : undefined;
  if (!found) throw notFound(record.noun);
  const object = await storage.stream(found.fileId);
  if (!object) {
    throw new HttpError(404, 'NOT_FOUND', `The ${record.noun.toLowerCase()}'s file is missing from storage`);
  }
  if ('actorUserId' in options) {
    try {
      await audit(db, {
        ip: options.ip,
        requestId: options.requestId,
        actorUserId: options.actorUserId,
        entityId: found.recordId,
        tripId: found.tripId,
        ...record.audit(found),
      });
    } catch (error) {
      object.stream.destroy();
      throw error;
    }
  }
  return { stream: object.stream, sizeBytes: object.sizeBytes, mediaType: found.mediaType, fileName: found.fileName };
}
