import type { Database } from '../db/database.ts';
import type { RequestOrigin } from '../lib/audit.ts';
import { audit } from '../queries/audit-log.ts';
import { HttpError, notFound } from '../lib/http-error.ts';
import { findDocumentFile } from '../queries/document-files.ts';
import { isUuid } from './account-token-checks.ts';
import type { FileStorage } from '../storage/file-storage.ts';

import type { StoredFileDownload } from '../files/send-stored-file.ts';

export type DocumentDownload = StoredFileDownload;

type DownloadOptions = RequestOrigin & { db: Database; storage: FileStorage; documentId: string; actorUserId: string };

/**
 * `GET /api/admin/documents/:id/file`: the stored bytes of a document, opened for a staff member, with
 * an audit row saying who downloaded which document (viewing a passport scan is logged:
 * docs/product/security.md#audit-log).
 * An unknown id is 404; so is a row whose object is missing from the store, with a message that says so.
 */
export async function openDocumentDownload({
  db,
  storage,
  documentId,
  actorUserId,
  ip,
  requestId,
}: DownloadOptions): Promise<DocumentDownload> {
  const document = isUuid(documentId) ? await findDocumentFile(db, documentId) : undefined;
  if (!document) throw notFound('Document');
  const object = await storage.stream(document.fileId);
  if (!object) throw new HttpError(404, 'NOT_FOUND', "The document's file is missing from storage");
  try {
    await audit(db, {
      ip,
      requestId,
      actorUserId,
      action: 'document.downloaded',
      entityType: 'document',
      entityId: document.documentId,
      tripId: document.tripId,
      details: { travellerId: document.travellerId, type: document.documentType, fileId: document.fileId },
    });
  } catch (error) {
    object.stream.destroy();
    throw error;
  }
  return {
    stream: object.stream,
    sizeBytes: object.sizeBytes,
    mediaType: document.mediaType,
    fileName: document.fileName,
  };
}
