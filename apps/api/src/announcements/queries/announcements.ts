import type { AnnouncementAudience, AnnouncementStatus, AudienceRegistration, LocalizedText } from '@voyage/domain';
import { and, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { announcementRecipients, announcements, outbox, schools, travellers, trips } from '../../db/schema/index.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;

/** The trip's registrations waiting or approved, as the audience rule reads them (`missing` filled by the caller). */
export async function audienceRegistrations(db: Executor, tripId: number): Promise<AudienceRegistration[]> {
  const rows = await db
    .select({
      travellerId: travellers.id,
      status: travellers.status,
      emailConfirmedAt: travellers.emailConfirmedAt,
      schoolId: travellers.schoolId,
      departureId: schools.departureId,
      guardianName: travellers.guardianName,
      guardianEmail: travellers.guardianEmail,
      language: travellers.language,
      firstName: travellers.firstName,
      lastName: travellers.lastName,
      createdAt: travellers.createdAt,
    })
    .from(travellers)
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .where(and(eq(travellers.tripId, tripId), inArray(travellers.status, ['pending', 'approved'])));
  return rows.map((row) => ({
    travellerId: row.travellerId,
    status: row.status,
    inMyVoyage: row.emailConfirmedAt !== null,
    schoolId: row.schoolId,
    departureId: row.departureId,
    guardianName: row.guardianName,
    guardianEmail: row.guardianEmail,
    language: row.language,
    childName: `${row.firstName} ${row.lastName}`,
    createdAt: row.createdAt.toISOString(),
    missing: [],
  }));
}

/** Whether the school exists on this trip. */
export async function isSchoolOfTrip(db: Executor, tripId: number, schoolId: number): Promise<boolean> {
  const rows = await db
    .select({ id: schools.id })
    .from(schools)
    .where(and(eq(schools.id, schoolId), eq(schools.tripId, tripId)));
  return rows.length > 0;
}

/** Holds the trip's row until the transaction ends, so two announcements at once count each other. */
export async function lockTrip(tx: Executor, tripId: number): Promise<void> {
  await tx.execute(sql`select 1 from ${trips} where ${trips.id} = ${tripId} for update`);
}

/** When the trip's other announcements go out or went out (cancelled ones left out). */
export async function announcementTimes(tx: Executor, tripId: number): Promise<Date[]> {
  const rows = await tx
    .select({ at: sql<Date>`coalesce(${announcements.sentAt}, ${announcements.sendAt})`.mapWith(announcements.sentAt) })
    .from(announcements)
    .where(and(eq(announcements.tripId, tripId), ne(announcements.status, 'cancelled')));
  return rows.map((row) => row.at).filter((at): at is Date => at !== null);
}

export type NewAnnouncement = {
  tripId: number;
  audience: AnnouncementAudience;
  subject: LocalizedText;
  body: LocalizedText;
  status: AnnouncementStatus;
  sendAt: Date | null;
  sentAt: Date | null;
  createdByUserId: string;
};

export async function insertAnnouncement(tx: Executor, values: NewAnnouncement): Promise<AnnouncementRow> {
  const [row] = await tx.insert(announcements).values(values).returning();
  return row!;
}

export async function insertRecipients(
  tx: Executor,
  rows: readonly (typeof announcementRecipients.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(announcementRecipients).values([...rows]);
}

/** The scheduled announcements due at `now`, oldest first. */
export async function dueAnnouncements(db: Executor, now: Date, limit: number): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcements)
    .where(and(eq(announcements.status, 'scheduled'), lte(announcements.sendAt, now)))
    .orderBy(announcements.sendAt, announcements.id)
    .limit(limit);
}

/**
 * Takes a due scheduled announcement for sending: sets it sent when it still is scheduled and due. A second
 * taker waits for the first one's transaction, then finds it sent and gets nothing.
 */
export async function claimScheduled(tx: Executor, id: string, now: Date): Promise<AnnouncementRow | undefined> {
  const [row] = await tx
    .update(announcements)
    .set({ status: 'sent', sentAt: now })
    .where(and(eq(announcements.id, id), eq(announcements.status, 'scheduled'), lte(announcements.sendAt, now)))
    .returning();
  return row;
}

/** Cancels a scheduled announcement of the trip; undefined when it is not (any more) scheduled. */
export async function cancelScheduled(tx: Executor, id: string, now: Date): Promise<AnnouncementRow | undefined> {
  const [row] = await tx
    .update(announcements)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(announcements.id, id), eq(announcements.status, 'scheduled')))
    .returning();
  return row;
}

export async function findAnnouncement(db: Executor, id: string): Promise<AnnouncementRow | undefined> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  return row;
}

export async function listAnnouncementRows(db: Executor, tripId: number): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcements)
    .where(eq(announcements.tripId, tripId))
    .orderBy(desc(announcements.createdAt), desc(announcements.id));
}

/** The recipients' e-mail states of these announcements, counted per announcement and state. */
export async function deliveryCounts(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      announcementId: announcementRecipients.announcementId,
      status: outbox.status,
      count: sql<number>`count(*)::int`,
    })
    .from(announcementRecipients)
    .innerJoin(outbox, eq(outbox.id, announcementRecipients.outboxId))
    .where(inArray(announcementRecipients.announcementId, [...ids]))
    .groupBy(announcementRecipients.announcementId, outbox.status);
}

/** Each recipient of one announcement with its e-mail's status, by guardian name. */
export async function recipientDeliveries(db: Executor, id: string) {
  return db
    .select({
      guardianName: announcementRecipients.guardianName,
      email: announcementRecipients.guardianEmail,
      language: announcementRecipients.locale,
      children: announcementRecipients.children,
      status: outbox.status,
    })
    .from(announcementRecipients)
    .innerJoin(outbox, eq(outbox.id, announcementRecipients.outboxId))
    .where(eq(announcementRecipients.announcementId, id))
    .orderBy(announcementRecipients.guardianName, announcementRecipients.guardianEmail);
}
