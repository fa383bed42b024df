import type { DocumentQueueQuery, DocumentQueueRow, DocumentQueueSort, ListPage } from '@voyage/domain';
import { and, count, eq, inArray, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { documents, files, schools, travellers, user } from '../../db/schema/index.ts';
import { queueOrdering, travellerSearch } from '../../travellers/queries/traveller-list-columns.ts';

/** An instant as the API writes it everywhere: ISO 8601 in UTC with a `Z`. */
function iso(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A row of the queue: the columns its table and cards show (docs/product/documents.md#documents-queue). */
const rowFields = {
  id: documents.id,
  travellerId: travellers.id,
  firstName: travellers.firstName,
  lastName: travellers.lastName,
  personalCode: travellers.personalCode,
  language: travellers.language,
  schoolName: schools.name,
  type: documents.type,
  status: documents.status,
  fileName: files.originalName,
  fileMediaType: files.mediaType,
  uploadedAt: iso(documents.uploadedAt),
  reviewedByName: user.name,
  rejectionReason: documents.rejectionReason,
};

const SORT_COLUMNS: Record<Exclude<DocumentQueueSort, 'name'>, SQL | SQLWrapper> = {
  type: documents.type,
  schoolName: sql`${schools.name} collate "C"`,
  personalCode: travellers.personalCode,
  uploadedAt: documents.uploadedAt,
  status: documents.status,
  reviewedByName: sql`${user.name} collate "C"`,
};

function ordering(query: DocumentQueueQuery): SQL[] {
  return queueOrdering(query, SORT_COLUMNS, [documents.uploadedAt, documents.id]);
}

function conditions(tripId: number, query: DocumentQueueQuery): SQL | undefined {
  return and(
    eq(travellers.tripId, tripId),
    ne(travellers.status, 'deleted'),
    query.status ? inArray(documents.status, query.status) : undefined,
    query.type ? inArray(documents.type, query.type) : undefined,
    query.school_id === undefined ? undefined : eq(travellers.schoolId, query.school_id),
    travellerSearch(query.search),
  );
}

/** One page of the trip's documents queue and how many match in all; sorted, filtered and searched in SQL. */
export async function listDocumentQueuePage(
  db: Executor,
  tripId: number,
  query: DocumentQueueQuery,
): Promise<ListPage<DocumentQueueRow>> {
  const where = conditions(tripId, query);
  const [counted] = await db
    .select({ total: count() })
    .from(documents)
    .innerJoin(travellers, eq(travellers.id, documents.travellerId))
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .where(where);
  const total = counted?.total ?? 0;
  const offset = query.page * query.page_size;
  if (offset >= total) return { rows: [], total };
  const rows = await db
    .select(rowFields)
    .from(documents)
    .innerJoin(travellers, eq(travellers.id, documents.travellerId))
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .innerJoin(files, eq(files.id, documents.fileId))
    .leftJoin(user, eq(user.id, documents.reviewedBy))
    .where(where)
    .orderBy(...ordering(query))
    .limit(query.page_size)
    .offset(offset);
  return { rows, total };
}
