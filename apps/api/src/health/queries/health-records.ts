import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { healthRecords, travellers, trips, type SealedSection } from '../../db/schema/index.ts';
import type { HealthSectionName } from '../sealed-record.ts';

export type HealthRow = typeof healthRecords.$inferSelect;

/** The traveller's stored record (sections sealed), or undefined while nothing was saved. */
export async function findHealthRow(db: Executor, travellerId: string): Promise<HealthRow | undefined> {
  const [row] = await db.select().from(healthRecords).where(eq(healthRecords.travellerId, travellerId));
  return row;
}

/** The stored records of several travellers (the family's data export). */
export function healthRowsOf(db: Executor, travellerIds: string[]): Promise<HealthRow[]> {
  if (travellerIds.length === 0) return Promise.resolve([]);
  return db.select().from(healthRecords).where(inArray(healthRecords.travellerId, travellerIds));
}

/** What the freeze and the rights need of a traveller: its trip's departure and setting, its status. */
export async function findHealthTraveller(
  db: Executor,
  travellerId: string,
): Promise<{ id: string; tripId: number; status: string; startsOn: string; healthFreezeDays: number } | undefined> {
  const [row] = await db
    .select({
      id: travellers.id,
      tripId: travellers.tripId,
      status: travellers.status,
      startsOn: trips.startsOn,
      healthFreezeDays: trips.healthFreezeDays,
    })
    .from(travellers)
    .innerJoin(trips, eq(trips.id, travellers.tripId))
    .where(eq(travellers.id, travellerId));
  return row;
}

/** Writes one sealed section, creating the record on its first save. */
export async function saveHealthSection(
  tx: Executor,
  travellerId: string,
  section: HealthSectionName,
  sealed: SealedSection,
): Promise<void> {
  await tx
    .insert(healthRecords)
    .values({ travellerId, [section]: sealed })
    .onConflictDoUpdate({ target: healthRecords.travellerId, set: { [section]: sealed, updatedAt: new Date() } });
}

/** Records who ticked the consent and when. */
export async function saveHealthConsent(
  tx: Executor,
  travellerId: string,
  consent: { userId: string; name: string; at: Date },
): Promise<void> {
  const values = { consentGivenBy: consent.userId, consentGivenByName: consent.name, consentGivenAt: consent.at };
  await tx
    .insert(healthRecords)
    .values({ travellerId, ...values })
    .onConflictDoUpdate({ target: healthRecords.travellerId, set: { ...values, updatedAt: new Date() } });
}

/** The retention after the trip (with the ID scans): the trip's health records go. Returns how many. */
export async function deleteTripHealthRecords(tx: Executor, tripId: number): Promise<number> {
  const deleted = await tx
    .delete(healthRecords)
    .where(
      inArray(
        healthRecords.travellerId,
        sql`(select ${travellers.id} from ${travellers} where ${travellers.tripId} = ${tripId})`,
      ),
    )
    .returning({ id: healthRecords.travellerId });
  return deleted.length;
}

/** Who the medical card is of: the traveller's identity, the guardian's phone and the trip. */
export async function findMedicalCardTraveller(db: Executor, travellerId: string) {
  const [row] = await db
    .select({
      id: travellers.id,
      tripId: travellers.tripId,
      tripName: trips.name,
      tripYear: trips.year,
      firstName: travellers.firstName,
      lastName: travellers.lastName,
      dateOfBirth: travellers.dateOfBirth,
      nationality: travellers.nationality,
      guardianName: travellers.guardianName,
      guardianPhone: travellers.phone,
    })
    .from(travellers)
    .innerJoin(trips, eq(trips.id, travellers.tripId))
    .where(eq(travellers.id, travellerId));
  return row;
}
export type MedicalCardTraveller = NonNullable<Awaited<ReturnType<typeof findMedicalCardTraveller>>>;

/** Every stored record, locked until the transaction ends (the key rotation). */
export function lockAllHealthRows(tx: Executor): Promise<HealthRow[]> {
  return tx.select().from(healthRecords).for('update');
}

/** Writes sections sealed anew under another key (the key rotation). */
export async function rewriteHealthSections(
  tx: Executor,
  travellerId: string,
  sections: Partial<Record<HealthSectionName, SealedSection>>,
): Promise<void> {
  await tx.update(healthRecords).set(sections).where(eq(healthRecords.travellerId, travellerId));
}
