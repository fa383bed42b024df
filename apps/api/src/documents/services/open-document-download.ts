import { isUuid } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { StoredFileDownload } from '../../files/send-stored-file.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { findDocumentFile } from '../queries/document-files.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

export type DocumentDownload = StoredFileDownload;

/** Staff (the download is audited) or a family (only their own travellers' documents are found). */
type Reader = (RequestOrigin & { actorUserId: string }) | { guardianUserId: string };

type DownloadOptions = { db: Database; storage: FileStorage; documentId: string } & Reader;

/**
 * `GET /api/admin/documents/:id/file` and `GET /api/my/documents/:id/file`: the stored bytes of a
 * document. Opened for a staff member, with an audit row saying who downloaded which document (viewing
 * a passport scan is logged: docs/product/security.md#audit-log); opened for a family, only when the
 * document is one of theirs. An unknown id, another family's document and a row whose object is missing
 * from the store are all 404, the last with a message that says so.
 */
export async function openDocumentDownload(options: DownloadOptions): Promise<DocumentDownload> {
  const { db, storage, documentId } = options;
  const guardianUserId = 'guardianUserId' in options ? options.guardianUserId : undefined;
  const document = isUuid(documentId) ? await findDocumentFile(db, documentId, { guardianUserId }) : undefined;
  if (!document) throw notFound('Document');
  const object = await storage.stream(document.fileId);
  if (!object) throw new HttpError(404, 'NOT_FOUND', "The document's file is missing from storage");
  if ('actorUserId' in options) {
    try {
      await audit(db, {
        ip: options.ip,
        requestId: options.requestId,
        actorUserId: options.actorUserId,
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
  }
  return {
    stream: object.stream,
    sizeBytes: object.sizeBytes,
    mediaType: document.mediaType,
    fileName: document.fileName,
  };
}
