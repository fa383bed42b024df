import { eq } from 'drizzle-orm';
import { documents, files, travellers } from '../db/schema/index.ts';
import type { Executor } from '../db/executor.ts';

export type DocumentFile = {
  documentId: string;
  documentType: string;
  travellerId: string;
  tripId: number;
  fileId: string;
  fileName: string;
  mediaType: string;
  sizeBytes: number;
};

/** A document with its file's metadata and its traveller's trip, for a staff download. */
export async function findDocumentFile(db: Executor, documentId: string): Promise<DocumentFile | undefined> {
  const [row] = await db
    .select({
      documentId: documents.id,
      documentType: documents.type,
      travellerId: documents.travellerId,
      tripId: travellers.tripId,
      fileId: files.id,
      fileName: files.originalName,
      mediaType: files.mediaType,
      sizeBytes: files.sizeBytes,
    })
    .from(documents)
    .innerJoin(files, eq(files.id, documents.fileId))
    .innerJoin(travellers, eq(travellers.id, documents.travellerId))
    .where(eq(documents.id, documentId));
  return row;
}
