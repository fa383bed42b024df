import type { LocalizedText, Traveller } from '@voyage/domain';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { auditLog, departures, healthRecords, schools, travellers } from '../../db/schema/index.ts';
import { selectTravellers } from '../../travellers/queries/travellers.ts';

/**
 * What the checklists read besides the travellers themselves (docs/product/readiness.md): whose health record
 * is complete (from what is stored, no sealed text opened) and the departure a board is for.
 */
export async function completeHealthRecords(db: Executor, travellerIds: readonly string[]): Promise<Set<string>> {
  if (travellerIds.length === 0) return new Set();
  const rows = await db
    .select({ travellerId: healthRecords.travellerId })
    .from(healthRecords)
    .where(
      and(
        inArray(healthRecords.travellerId, [...travellerIds]),
        sql`${healthRecords.allergies} is not null and ${healthRecords.medicines} is not null
          and ${healthRecords.diet} is not null and ${healthRecords.conditions} is not null
          and ${healthRecords.contacts} is not null and ${healthRecords.consentGivenAt} is not null`,
      ),
    );
  return new Set(rows.map((row) => row.travellerId));
}

export type ReadinessDeparture = { id: number; tripId: number; label: LocalizedText; outboundDate: string };

export async function findReadinessDeparture(
  db: Executor,
  departureId: number,
): Promise<ReadinessDeparture | undefined> {
  const [row] = await db
    .select({
      id: departures.id,
      tripId: departures.tripId,
      label: departures.label,
      outboundDate: departures.outboundDate,
    })
    .from(departures)
    .where(eq(departures.id, departureId));
  return row;
}

/** The approved travellers of a departure (their schools'), by surname and first name. */
export function approvedTravellersOfDeparture(db: Executor, departureId: number): Promise<Traveller[]> {
  return selectTravellers(db, {
    where: and(eq(schools.departureId, departureId), eq(travellers.status, 'approved')),
    orderBy: sql`${travellers.lastName}, ${travellers.firstName}, ${travellers.id}`,
  });
}

/** The travellers whose family was reminded of `item` since `since` (the readiness reminders' audit rows). */
export async function remindedOf(
  db: Executor,
  travellerIds: readonly string[],
  item: string,
  since: Date,
): Promise<Set<string>> {
  if (travellerIds.length === 0) return new Set();
  const rows = await db
    .select({ entityId: auditLog.entityId })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'readiness.reminder-sent'),
        inArray(auditLog.entityId, [...travellerIds]),
        gte(auditLog.at, since),
        sql`${auditLog.details}->>'item' = ${item}`,
      ),
    );
  return new Set(rows.map((row) => row.entityId).filter((id): id is string => id !== null));
}

/** Holds the travellers' rows until the transaction ends, so two reminders at once do not both send. */
export async function lockTravellers(tx: Executor, travellerIds: readonly string[]): Promise<void> {
  if (travellerIds.length === 0) return;
  await tx.execute(sql`select 1 from ${travellers} where ${inArray(travellers.id, [...travellerIds])} for update`);
}
