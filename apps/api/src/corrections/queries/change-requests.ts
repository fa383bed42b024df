import type { ChangeRequestStatus, Locale } from '@voyage/domain';
import { and, asc, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { changeRequests, schools, travellers } from '../../db/schema/index.ts';
import { findItemTravellerId, lockItem, type ReviewItemTable } from '../../review-kernel/queries/review-items.ts';

/** A change request as stored (docs/product/corrections.md#after-the-freeze). */
export type ChangeRequestRow = typeof changeRequests.$inferSelect;

const requestItems: ReviewItemTable = {
  table: changeRequests,
  id: changeRequests.id,
  travellerId: changeRequests.travellerId,
};

export async function insertChangeRequest(
  tx: Executor,
  values: Pick<ChangeRequestRow, 'travellerId' | 'changes' | 'sentBy' | 'sentByName' | 'sentAt'>,
): Promise<string> {
  const [row] = await tx.insert(changeRequests).values(values).returning({ id: changeRequests.id });
  return row!.id;
}

export async function findChangeRequest(db: Executor, id: string): Promise<ChangeRequestRow | undefined> {
  const [row] = await db.select().from(changeRequests).where(eq(changeRequests.id, id));
  return row;
}

/** A traveller's requests, the newest first. */
export function changeRequestsOf(db: Executor, travellerId: string): Promise<ChangeRequestRow[]> {
  return db
    .select()
    .from(changeRequests)
    .where(eq(changeRequests.travellerId, travellerId))
    .orderBy(desc(changeRequests.sentAt), desc(changeRequests.id));
}

/** Whether a request of the traveller still waits for staff (one at a time). */
export async function hasWaitingRequest(tx: Executor, travellerId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: changeRequests.id })
    .from(changeRequests)
    .where(and(eq(changeRequests.travellerId, travellerId), eq(changeRequests.status, 'waiting')))
    .limit(1);
  return row !== undefined;
}

export function findChangeRequestTravellerId(tx: Executor, id: string): Promise<string | undefined> {
  return findItemTravellerId(tx, requestItems, id);
}

export type LockedChangeRequest = Pick<ChangeRequestRow, 'id' | 'travellerId' | 'status' | 'changes'>;

/** A request locked FOR UPDATE; undefined when there is none or its traveller is deleted. */
export function lockChangeRequest(tx: Executor, id: string): Promise<LockedChangeRequest | undefined> {
  return lockItem<LockedChangeRequest>(tx, requestItems, id, {
    id: changeRequests.id,
    travellerId: changeRequests.travellerId,
    status: changeRequests.status,
    changes: changeRequests.changes,
  });
}

export async function decideChangeRequestRow(
  tx: Executor,
  id: string,
  decision: { status: Exclude<ChangeRequestStatus, 'waiting'>; by: string; byName: string; at: Date; reason: string },
): Promise<void> {
  await tx
    .update(changeRequests)
    .set({
      status: decision.status,
      decidedBy: decision.by,
      decidedByName: decision.byName,
      decidedAt: decision.at,
      reason: decision.reason,
    })
    .where(eq(changeRequests.id, id));
}

/** A request the family withdrew while it waited: it goes (the audit log keeps that it was sent and withdrawn). */
export async function deleteChangeRequest(tx: Executor, id: string): Promise<void> {
  await tx.delete(changeRequests).where(eq(changeRequests.id, id));
}

/** A request with whose it is: the traveller's names, school and the school's departure. */
export type StaffChangeRequestRow = ChangeRequestRow & {
  firstName: string;
  lastName: string;
  language: Locale;
  schoolName: string;
  departureId: number | null;
};

function staffRequests(db: Executor, where: SQL | undefined) {
  return db
    .select({
      request: changeRequests,
      firstName: travellers.firstName,
      lastName: travellers.lastName,
      language: travellers.language,
      schoolName: schools.name,
      departureId: schools.departureId,
    })
    .from(changeRequests)
    .innerJoin(travellers, eq(travellers.id, changeRequests.travellerId))
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .where(where);
}

const flatten = (rows: Awaited<ReturnType<typeof staffRequests>>): StaffChangeRequestRow[] =>
  rows.map(({ request, ...traveller }) => ({ ...request, ...traveller }));

/**
 * The trip's requests in one status, of registrations not deleted: those waiting oldest first (the queue),
 * decided ones the latest decision first.
 */
export async function tripChangeRequests(
  db: Executor,
  tripId: number,
  status: ChangeRequestStatus,
): Promise<StaffChangeRequestRow[]> {
  const order =
    status === 'waiting'
      ? [asc(changeRequests.sentAt), asc(changeRequests.id)]
      : [desc(changeRequests.decidedAt), desc(changeRequests.id)];
  return flatten(
    await staffRequests(
      db,
      and(eq(travellers.tripId, tripId), ne(travellers.status, 'deleted'), eq(changeRequests.status, status)),
    ).orderBy(...order),
  );
}

/** One traveller's requests as staff read them, the newest first. */
export async function travellerChangeRequests(db: Executor, travellerId: string): Promise<StaffChangeRequestRow[]> {
  return flatten(
    await staffRequests(db, eq(changeRequests.travellerId, travellerId)).orderBy(
      desc(changeRequests.sentAt),
      desc(changeRequests.id),
    ),
  );
}

/** One request as staff read it. */
export async function findStaffChangeRequestRow(db: Executor, id: string): Promise<StaffChangeRequestRow | undefined> {
  const [row] = flatten(await staffRequests(db, eq(changeRequests.id, id)));
  return row;
}
