import type { DocumentQueueQuery, DocumentQueueRow, DocumentQueueSort } from '@voyage/domain';
import { eq, sql } from 'drizzle-orm';
import { documents, files, schools, travellers, user } from '../../db/schema/index.ts';
import { isoInstant } from '../../lib/queries/iso-instant.ts';
import { queueColumns, queueTravellerFields, reviewQueue } from '../../review-kernel/queries/review-queue.ts';

/**
 * One page of the trip's documents queue and how many match in all (docs/product/documents.md#documents-queue):
 * the columns its table and cards show, filtered by status, type and school, searched and sorted in SQL.
 */
export const listDocumentQueuePage = reviewQueue<DocumentQueueRow, DocumentQueueSort, DocumentQueueQuery>({
  table: documents,
  columns: queueColumns(documents, documents.uploadedAt),
  fields: {
    id: documents.id,
    ...queueTravellerFields,
    type: documents.type,
    status: documents.status,
    fileName: files.originalName,
    fileMediaType: files.mediaType,
    uploadedAt: isoInstant(documents.uploadedAt),
    reviewedByName: user.name,
    rejectionReason: documents.rejectionReason,
  },
  joins: [
    { table: files, on: eq(files.id, documents.fileId) },
    { table: user, on: eq(user.id, documents.reviewedBy), isOptional: true },
  ],
  sortColumns: {
    type: documents.type,
    schoolName: sql`${schools.name} collate "C"`,
    personalCode: travellers.personalCode,
    uploadedAt: documents.uploadedAt,
    status: documents.status,
    reviewedByName: sql`${user.name} collate "C"`,
  },
  filters: (query, bind) => [query.type ? bind.inList(documents.type, 'type', query.type) : undefined],
});
