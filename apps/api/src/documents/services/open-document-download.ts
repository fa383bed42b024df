import { openRecordDownload, type RecordDownloadOptions } from '../../files/open-record-download.ts';
import type { StoredFileDownload } from '../../files/send-stored-file.ts';
import { documentFileRecord } from '../queries/document-files.ts';

export type DocumentDownload = StoredFileDownload;

/**
 * `GET /api/admin/documents/:id/file` and `GET /api/my/documents/:id/file`: the stored bytes of a
 * document (`openRecordDownload`). Viewing a passport scan is logged (docs/product/security.md#audit-log).
 */
export function openDocumentDownload(
  options: RecordDownloadOptions & { documentId: string },
): Promise<DocumentDownload> {
  const document = {
    ...documentFileRecord,
    noun: 'Document',
    audit: ({ travellerId, documentType, fileId }: { travellerId: string; documentType: string; fileId: string }) => ({
      action: 'document.downloaded' as const,
      entityType: 'document',
      details: { travellerId, type: documentType, fileId },
    }),
  };
  return openRecordDownload(document, options.documentId, options);
}
