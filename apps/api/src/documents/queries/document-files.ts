import { and, eq, sql } from 'drizzle-orm';
import { documents, files, travellers, user } from '../../db/schema/index.ts';
import type { Executor } from '../../db/executor.ts';

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

/**
 * A document with its file's metadata and its traveller's trip, for a staff download (any traveller) or,
 * with `guardianUserId`, for that guardian alone (as My Voyage lists travellers: own verified e-mail,
 * e-mail link opened, not deleted).
 */
export async function findDocumentFile(
  db: Executor,
  documentId: string,
  { guardianUserId }: { guardianUserId?: string } = {},
): Promise<DocumentFile | undefined> {
  const base = db
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
    .innerJoin(travellers, eq(travellers.id, documents.travellerId));
  const owned = guardianUserId
    ? base.innerJoin(
        user,
        and(eq(user.id, guardianUserId), eq(user.emailVerified, true), eq(user.email, travellers.guardianEmail)),
      )
    : base;
  const [row] = await owned.where(
    and(
      eq(documents.id, documentId),
      guardianUserId
        ? and(sql`${travellers.status} <> 'deleted'`, sql`${travellers.emailConfirmedAt} is not null`)
        : undefined,
    ),
  );
  return row;
}
