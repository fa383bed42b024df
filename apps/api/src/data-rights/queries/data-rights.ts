import { ID_DOCUMENT_TYPES, type ErasureRequest, type ErasureScope, type MyErasureRequest } from '@voyage/domain';
import { and, asc, count, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import {
  accountTokens,
  documents,
  erasureRequests,
  outbox,
  payments,
  registrationDrafts,
  travellers,
  trips,
  user,
} from '../../db/schema/index.ts';
import { deleteFileIfUnreferenced } from '../../files/queries/files.ts';

/**
 * The registrations of a guardian's family: those made with the account's verified e-mail whose link was
 * opened (as My Voyage counts them), deleted ones included, since their data is still the family's.
 */
function familyOf(userId: string): SQL {
  return sql`${travellers.guardianEmail} = (select ${user.email} from ${user} where ${user.id} = ${userId} and ${user.emailVerified}) and ${travellers.emailConfirmedAt} is not null`;
}

export async function familyTravellerIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: travellers.id })
    .from(travellers)
    .where(familyOf(userId))
    .orderBy(asc(travellers.createdAt), asc(travellers.id));
  return rows.map((row) => row.id);
}

/** One registration of the family, or undefined (also another family's id). */
export async function findFamilyTraveller(
  db: Executor,
  userId: string,
  travellerId: string,
): Promise<{ id: string; tripId: number; status: string } | undefined> {
  const [row] = await db
    .select({ id: travellers.id, tripId: travellers.tripId, status: travellers.status })
    .from(travellers)
    .where(and(familyOf(userId), eq(travellers.id, travellerId)));
  return row;
}

/** The family's erasure requests still waiting for staff. */
export async function listFamilyErasureRequests(db: Executor, userId: string): Promise<MyErasureRequest[]> {
  const rows = await db
    .select({ travellerId: erasureRequests.travellerId, scope: erasureRequests.scope, at: erasureRequests.requestedAt })
    .from(erasureRequests)
    .innerJoin(travellers, eq(travellers.id, erasureRequests.travellerId))
    .where(familyOf(userId))
    .orderBy(asc(erasureRequests.requestedAt));
  return rows.map((row) => ({ travellerId: row.travellerId, scope: row.scope, requestedAt: row.at.toISOString() }));
}

/** Records (or widens) the request; true when nothing was waiting for this registration. */
export async function upsertErasureRequest(
  tx: Executor,
  request: { travellerId: string; scope: ErasureScope; requestedBy: string; now: Date },
): Promise<void> {
  await tx
    .insert(erasureRequests)
    .values({
      travellerId: request.travellerId,
      scope: request.scope,
      requestedBy: request.requestedBy,
      requestedAt: request.now,
    })
    .onConflictDoUpdate({
      target: erasureRequests.travellerId,
      set: { scope: request.scope, requestedBy: request.requestedBy, requestedAt: request.now },
    });
}

/** Every request waiting for staff, of one trip or all, oldest first. */
export async function listErasureRequests(db: Executor, tripId?: number): Promise<ErasureRequest[]> {
  const rows = await db
    .select({
      travellerId: erasureRequests.travellerId,
      scope: erasureRequests.scope,
      requestedAt: erasureRequests.requestedAt,
      tripId: travellers.tripId,
      personalCode: travellers.personalCode,
      firstName: travellers.firstName,
      lastName: travellers.lastName,
      guardianEmail: travellers.guardianEmail,
    })
    .from(erasureRequests)
    .innerJoin(travellers, eq(travellers.id, erasureRequests.travellerId))
    .where(tripId === undefined ? undefined : eq(travellers.tripId, tripId))
    .orderBy(asc(erasureRequests.requestedAt), asc(erasureRequests.travellerId));
  const result: ErasureRequest[] = [];
  for (const row of rows) {
    const registrations = row.scope === 'family' ? (await guardianTravellerIds(db, row.guardianEmail)).length : 1;
    result.push({
      travellerId: row.travellerId,
      scope: row.scope,
      requestedAt: row.requestedAt.toISOString(),
      tripId: row.tripId,
      personalCode: row.personalCode,
      travellerName: `${row.lastName.toUpperCase()} ${row.firstName}`,
      registrations,
    });
  }
  return result;
}

/** The registrations made with this guardian e-mail (the family, as staff erase it). */
export async function guardianTravellerIds(db: Executor, guardianEmail: string): Promise<string[]> {
  const rows = await db
    .select({ id: travellers.id })
    .from(travellers)
    .where(eq(travellers.guardianEmail, guardianEmail));
  return rows.map((row) => row.id);
}

export type ErasedRows = {
  travellers: number;
  documents: number;
  payments: number;
  messages: number;
  /** The `files` rows removed: their objects are the caller's to delete after the commit. */
  fileIds: string[];
  /** What accounting keeps of the money received: amounts, methods and days, nothing about who. */
  ledger: { amountCents: number; method: string; receivedOn: string | null }[];
};

/**
 * Deletes the registrations and every row that holds their personal data, in the caller's transaction:
 * documents, payments, reminders, rooms, tokens, the e-mails about them, the drafts they came from and the
 * requests; the family's other e-mails and account too when no registration of that guardian e-mail remains. Their `files` rows go
 * when nothing else points at them (docs/product/data-rights.md#erasure).
 */
export async function eraseTravellerRows(tx: Executor, travellerIds: string[]): Promise<ErasedRows> {
  const erased: ErasedRows = { travellers: 0, documents: 0, payments: 0, messages: 0, fileIds: [], ledger: [] };
  if (travellerIds.length === 0) return erased;
  const rows = await tx
    .select({ id: travellers.id, guardianEmail: travellers.guardianEmail })
    .from(travellers)
    .where(inArray(travellers.id, travellerIds))
    .for('update');
  if (rows.length === 0) return erased;
  const ids = rows.map((row) => row.id);
  const emails = [...new Set(rows.map((row) => row.guardianEmail))];

  const documentRows = await tx
    .delete(documents)
    .where(inArray(documents.travellerId, ids))
    .returning({ fileId: documents.fileId });
  const paymentRows = await tx.delete(payments).where(inArray(payments.travellerId, ids)).returning({
    fileId: payments.fileId,
    status: payments.status,
    amountCents: payments.amountCents,
    method: payments.method,
    receivedAt: payments.receivedAt,
  });
  const draftRows = await tx
    .delete(registrationDrafts)
    .where(inArray(registrationDrafts.submittedTravellerId, ids))
    .returning({ fileId: registrationDrafts.documentFileId });
  // The e-mails about these registrations go too, sent or still waiting (a payment reminder must not
  // reach the family quoting a code that is no longer theirs); the family's other e-mails stay.
  const messageRows = await tx.delete(outbox).where(inArray(outbox.travellerId, ids)).returning({ id: outbox.id });
  const deleted = await tx.delete(travellers).where(inArray(travellers.id, ids)).returning({ id: travellers.id });

  const candidates = new Set(
    [...documentRows, ...paymentRows, ...draftRows].map((row) => row.fileId).filter((id): id is string => !!id),
  );
  for (const fileId of candidates) {
    if (await deleteFileIfUnreferenced(tx, fileId)) erased.fileIds.push(fileId);
  }

  for (const email of emails) {
    if ((await guardianTravellerIds(tx, email)).length > 0) continue;
    const messages = await tx
      .delete(outbox)
      .where(eq(sql`lower(${outbox.toAddress})`, email.toLowerCase()))
      .returning({ id: outbox.id });
    erased.messages += messages.length;
    await tx.delete(accountTokens).where(eq(accountTokens.email, email));
    await tx.delete(user).where(and(eq(user.email, email), eq(user.role, 'guardian')));
  }

  erased.messages += messageRows.length;
  erased.travellers = deleted.length;
  erased.documents = documentRows.length;
  erased.payments = paymentRows.length;
  erased.ledger = paymentRows
    .filter((row) => row.status === 'approved')
    .map((row) => ({
      amountCents: row.amountCents,
      method: row.method,
      receivedOn: row.receivedAt?.toISOString().slice(0, 10) ?? null,
    }));
  return erased;
}

/**
 * Registrations of the trip that never went past pending. One staff deleted stays restorable in Deleted
 * registrations until staff erase it.
 */
function neverPastPending(tripId: number): SQL {
  return and(eq(travellers.tripId, tripId), eq(travellers.status, 'pending'))!;
}

export async function pendingTravellerIds(db: Executor, tripId: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: travellers.id })
    .from(travellers)
    .where(neverPastPending(tripId))
    .orderBy(asc(travellers.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

/** The ID scans and the signed travel authorisation letters, which carry the same numbers (the `id-scans` rule). */
const ID_DATA_DOCUMENTS = [...ID_DOCUMENT_TYPES, 'travel_authorisation'] as const;

function isIdScanOfTrip(tripId: number): SQL {
  return and(
    inArray(documents.type, [...ID_DATA_DOCUMENTS]),
    inArray(
      documents.travellerId,
      sql`(select ${travellers.id} from ${travellers} where ${travellers.tripId} = ${tripId})`,
    ),
  )!;
}

/** The identity document's details the retention clears with the ID scans (the `passport-details` rule). */
const ID_DOCUMENT_COLUMNS = [
  travellers.idDocumentType,
  travellers.idDocumentNumber,
  travellers.idDocumentExpiresOn,
  travellers.idDocumentIssuingCountry,
];

function hasPassportDetails(tripId: number): SQL {
  return and(eq(travellers.tripId, tripId), or(...ID_DOCUMENT_COLUMNS.map((column) => isNotNull(column))))!;
}

/** What the trip's retention would remove now: counts only. */
export async function countRetained(
  db: Executor,
  tripId: number,
): Promise<{ idDocuments: number; passportDetails: number; pendingRegistrations: number }> {
  const [idDocuments] = await db.select({ n: count() }).from(documents).where(isIdScanOfTrip(tripId));
  const [passports] = await db.select({ n: count() }).from(travellers).where(hasPassportDetails(tripId));
  const [pending] = await db.select({ n: count() }).from(travellers).where(neverPastPending(tripId));
  return { idDocuments: idDocuments!.n, passportDetails: passports!.n, pendingRegistrations: pending!.n };
}

/**
 * Removes the trip's ID scans (their document rows and, when nothing else points at them, their `files`
 * rows) and its travellers' identity document details (passport or ID card). Returns the counts and the file ids to delete after commit.
 */
export async function removeIdData(
  tx: Executor,
  tripId: number,
): Promise<{ idDocuments: number; passportDetails: number; fileIds: string[] }> {
  const removed = await tx.delete(documents).where(isIdScanOfTrip(tripId)).returning({ fileId: documents.fileId });
  const passports = await tx
    .update(travellers)
    .set({ idDocumentType: null, idDocumentNumber: null, idDocumentExpiresOn: null, idDocumentIssuingCountry: null })
    .where(hasPassportDetails(tripId))
    .returning({ id: travellers.id });
  const fileIds: string[] = [];
  for (const { fileId } of removed) if (await deleteFileIfUnreferenced(tx, fileId)) fileIds.push(fileId);
  return { idDocuments: removed.length, passportDetails: passports.length, fileIds };
}

/** Every trip's return date and retention, for the retention pass. */
export async function listTripRetentions(
  db: Executor,
): Promise<{ id: number; endsOn: string; idRetentionDays: number }[]> {
  return db
    .select({ id: trips.id, endsOn: trips.endsOn, idRetentionDays: trips.idRetentionDays })
    .from(trips)
    .orderBy(asc(trips.id));
}

/** The registration staff erase, locked until the transaction ends; undefined when there is none. */
export async function lockTravellerForErasure(
  tx: Executor,
  travellerId: string,
): Promise<{ id: string; tripId: number; guardianEmail: string } | undefined> {
  const [row] = await tx
    .select({ id: travellers.id, tripId: travellers.tripId, guardianEmail: travellers.guardianEmail })
    .from(travellers)
    .where(eq(travellers.id, travellerId))
    .for('update');
  return row;
}
