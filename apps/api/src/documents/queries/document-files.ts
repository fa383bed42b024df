import { documents } from '../../db/schema/index.ts';
import type { FileRecordTable } from '../../files/queries/record-file.ts';

/** Where a document's file is (`findRecordFile`); staff reach any registration's, a deleted one's too. */
export const documentFileRecord = {
  table: documents,
  id: documents.id,
  travellerId: documents.travellerId,
  fileId: documents.fileId,
  extra: { documentType: documents.type },
  staffSkipDeleted: false,
} satisfies FileRecordTable<{ documentType: typeof documents.type }>;
