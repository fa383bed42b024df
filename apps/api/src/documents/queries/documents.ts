import type { DocumentStatus, StaffDocument } from '@voyage/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { documents, files, schools, travellers, user, type DocumentType } from '../../db/schema/index.ts';
import { isoInstant } from '../../lib/queries/iso-instant.ts';
import { findItemTravellerId, lockItem } from '../../review-kernel/queries/review-items.ts';

/** The two types that prove identity: one accepted is enough (docs/product/documents.md#uploads). */
export const ID_TYPES = ['passport', 'id_card'] as const satisfies readonly DocumentType[];

export type NewDocument = {
  travellerId: string;
  /** The traveller's trip (a foreign key holds the two together). */
  tripId: number;
  type: DocumentType;
  fileId: string;
  uploadedAt: Date;
};

export async function insertDocument(tx: Executor, document: NewDocument): Promise<string> {
  const [row] = await tx
    .insert(documents)
    .values({ ...document, status: 'pending' })
    .returning({ id: documents.id });
  return row!.id;
}

/**
 * Marks the traveller's uploads of these types still Processing as withdrawn (a newer upload replaces
 * them) and returns their ids. Run under the traveller's lock, like every change of its documents.
 */
export async function withdrawPendingDocuments(
  tx: Executor,
  travellerId: string,
  types: readonly DocumentType[],
): Promise<string[]> {
  const rows = await tx
    .update(documents)
    .set({ status: 'withdrawn' })
    .where(
      and(eq(documents.travellerId, travellerId), inArray(documents.type, [...types]), eq(documents.status, 'pending')),
    )
    .returning({ id: documents.id });
  return rows.map((row) => row.id);
}

/** Whether staff already accepted one of the traveller's documents of these types. */
export async function hasAcceptedDocument(
  tx: Executor,
  travellerId: string,
  types: readonly DocumentType[],
): Promise<boolean> {
  const [row] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.travellerId, travellerId),
        inArray(documents.type, [...types]),
        eq(documents.status, 'approved'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whose document this is (read without a lock, to lock the traveller first: the order every document change keeps). */
const documentItems = { table: documents, id: documents.id, travellerId: documents.travellerId };

export function findDocumentTravellerId(tx: Executor, documentId: string): Promise<string | undefined> {
  return findItemTravellerId(tx, documentItems, documentId);
}

/** A document locked FOR UPDATE; undefined when there is none or its traveller is deleted. */
export type LockedDocument = { id: string; travellerId: string; type: DocumentType; status: DocumentStatus };

export function lockDocument(tx: Executor, documentId: string): Promise<LockedDocument | undefined> {
  return lockItem<LockedDocument>(tx, documentItems, documentId, {
    id: documents.id,
    travellerId: documents.travellerId,
    type: documents.type,
    status: documents.status,
  });
}

/** What a decision or a withdrawal writes on a document. */
export type DocumentChange = Partial<{
  status: DocumentStatus;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  rejectionReason: string | null;
}>;

export async function updateDocument(tx: Executor, documentId: string, change: DocumentChange): Promise<void> {
  await tx.update(documents).set(change).where(eq(documents.id, documentId));
}

/** Documents as staff read them (`staffDocumentSchema`), built by the database as one JSON value. */
async function selectStaffDocuments(db: Executor, where: SQL, orderBy: SQL): Promise<StaffDocument[]> {
  const result = (await db.execute(sql`
    select coalesce(json_agg(json_build_object(
      'id', ${documents.id},
      'travellerId', ${travellers.id},
      'firstName', ${travellers.firstName},
      'lastName', ${travellers.lastName},
      'personalCode', ${travellers.personalCode},
      'language', ${travellers.language},
      'schoolId', ${schools.id},
      'schoolName', ${schools.name},
      'type', ${documents.type},
      'status', ${documents.status},
      'fileName', ${files.originalName},
      'fileMediaType', ${files.mediaType},
      'uploadedAt', ${isoInstant(documents.uploadedAt)},
      'reviewedAt', ${isoInstant(documents.reviewedAt)},
      'reviewedByName', ${user.name},
      'rejectionReason', ${documents.rejectionReason}
    ) order by ${orderBy}), '[]'::json) as documents
    from ${documents}
    join ${travellers} on ${travellers.id} = ${documents.travellerId}
    join ${schools} on ${schools.id} = ${travellers.schoolId}
    join ${files} on ${files.id} = ${documents.fileId}
    left join ${user} on ${user.id} = ${documents.reviewedBy}
    where ${travellers.status} <> 'deleted' and ${where}`)) as { rows: { documents: StaffDocument[] | string }[] };
  const value = result.rows[0]?.documents ?? [];
  return typeof value === 'string' ? (JSON.parse(value) as StaffDocument[]) : value;
}

/** Every document of one traveller, withdrawn ones too, newest first: their registration's page. */
export function listStaffTravellerDocuments(db: Executor, travellerId: string): Promise<StaffDocument[]> {
  return selectStaffDocuments(
    db,
    eq(travellers.id, travellerId),
    sql`${documents.uploadedAt} desc, ${documents.id} desc`,
  );
}

export async function findStaffDocument(db: Executor, documentId: string): Promise<StaffDocument | undefined> {
  const [document] = await selectStaffDocuments(db, eq(documents.id, documentId), sql`${documents.id}`);
  return document;
}
