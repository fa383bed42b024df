import { randomInt } from 'node:crypto';
import { escortsNeeded, formatRegistrationCode, type Escort } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { Database } from '../database.ts';
import { departures, documents, files, payments, schools, travellers, trips } from '../schema/index.ts';
import { parisDepartures, parisTripContent } from './content/paris-trip.ts';
import { demoSchools } from './content/schools.ts';
import { writeDemoFiles } from './demo-files.ts';
import { buildDemoTravellers, type DemoRows } from './demo-travellers.ts';
import { insertInBatches } from './insert-in-batches.ts';
import { seededRandom } from './prng.ts';
import { tripCalendar } from './trip-calendar.ts';

type SeedTripOptions = {
  year: number;
  isActive: boolean;
  travellers: number;
  now: Date;
  /** Where to store a placeholder for each file record; omitted = records only. */
  storage?: FileStorage;
};

/** Longer than the time from a spring trip's return to the next spring's (docs/product/data-rights.md#retention). */
export const DEMO_PAST_TRIP_ID_RETENTION_DAYS = 400;

/** One Paris trip with its departures, schools (each with a fresh code) and demo registrations. */
export async function seedTrip(db: Database, options: SeedTripOptions): Promise<number> {
  const { year, isActive, now } = options;
  const content = parisTripContent(year);
  const departureContent = parisDepartures(year);
  const calendar = tripCalendar(year, departureContent, isActive ? { keepOpenAt: now } : {});

  const name = { el: 'Παρίσι', en: 'Paris' };
  const [trip] = await db
    .insert(trips)
    .values({
      name,
      year,
      active: isActive,
      title: content.title,
      intro: content.intro,
      missions: content.missions,
      package: content.package,
      schedule: content.schedule,
      usefulInfo: content.usefulInfo,
      documents: content.documents,
      totalPriceCents: content.totalPriceCents,
      paymentPlan: content.payments,
      bankDetails: content.bankDetails,
      cancellationSchedule: content.cancellationSchedule,
      consentDeadlineDays: content.consentDeadlineDays,
      paymentGraceDays: content.paymentGraceDays,
      // The demo's past trip keeps its ID scans and passport details until next spring, so the demo shows them.
      ...(isActive ? {} : { idRetentionDays: DEMO_PAST_TRIP_ID_RETENTION_DAYS }),
      capacity: content.capacity,
      waitingListOfferDays: content.waitingListOfferDays,
      autoApproveOffers: content.autoApproveOffers,
      keepSiblingsTogether: content.keepSiblingsTogether,
      fairAllocation: content.fairAllocation,
      allocationWindowDays: content.allocationWindowDays,
      schoolMinimumShare: content.schoolMinimumShare,
      instituteEmergencyPhone: content.instituteEmergencyPhone,
      insurerName: content.insurerName,
      insurerEmergencyPhone: content.insurerEmergencyPhone,
      insurancePolicyNumber: content.insurancePolicyNumber,
      ...calendar,
    })
    .returning({ id: trips.id });
  if (!trip) throw new Error('trip insert returned nothing');

  const departureRows = await db
    .insert(departures)
    .values(departureContent.map((departure) => ({ ...departure, tripId: trip.id })))
    .returning({ id: departures.id });
  const schoolRows = await db
    .insert(schools)
    .values(
      demoSchools.map((school, index) => ({
        tripId: trip.id,
        name: school.name,
        district: school.district,
        // Codes are secrets parents type in: a CSPRNG, not the seeded generator.
        registrationCode: formatRegistrationCode((bound) => randomInt(bound)),
        departureId: departureRows[index % departureRows.length]?.id ?? null,
      })),
    )
    .returning();

  const rows = buildDemoTravellers(
    seededRandom(year),
    {
      tripId: trip.id,
      tripName: name.en,
      year,
      isActive,
      schools: schoolRows,
      paymentPlan: content.payments,
      consentDeadlineDays: content.consentDeadlineDays,
      registrationOpensAt: calendar.registrationOpensAt,
      registrationClosesAt: calendar.registrationClosesAt,
      now,
    },
    options.travellers,
  );
  if (options.storage) await writeDemoFiles(options.storage, rows.files);
  await insertInBatches(db, files, rows.files);
  await insertInBatches(db, travellers, rows.travellers);
  // The demo's codes run 1, 2, 3…: the trip's counter starts past them, as if approvals had given them.
  const codesGiven = rows.travellers.filter((row) => row.personalCode).length;
  await db.update(trips).set({ lastPersonalCodeNumber: codesGiven }).where(eq(trips.id, trip.id));
  await insertInBatches(db, payments, rows.payments);
  await insertInBatches(db, documents, rows.documents);
  await assignEscorts(db, { departureIds: departureRows.map((row) => row.id), schools: schoolRows, rows, isActive });
  return trip.id;
}

const ESCORT_NAMES = [
  'Andreas Georgiou',
  'Maria Christodoulou',
  'Nikos Ioannou',
  'Eleni Charalambous',
  'Petros Kyriakou',
];

/** Demo escorts with made-up names and numbers: the `count` named for one departure. */
function demoEscorts(departureId: number, count: number): Escort[] {
  return Array.from({ length: count }, (_, index) => ({
    name: ESCORT_NAMES[(departureId + index) % ESCORT_NAMES.length]!,
    phone: `+357 99 ${String(100000 + departureId * 100 + index).slice(-6)}`,
  }));
}

type EscortPlan = {
  departureIds: number[];
  schools: { id: number; departureId: number | null }[];
  rows: DemoRows;
  isActive: boolean;
};

/**
 * Each departure gets the escorts its approved travellers need, except the first of the active trip that
 * needs any: one short, so staff see the escort warning (docs/product/review.md#approval).
 */
async function assignEscorts(db: Database, { departureIds, schools: schoolRows, rows, isActive }: EscortPlan) {
  const departureOf = new Map(schoolRows.map((school) => [school.id, school.departureId]));
  let isOneShortGiven = !isActive;
  for (const departureId of departureIds) {
    const travellerCount = rows.travellers.filter(
      (row) => row.status === 'approved' && departureOf.get(row.schoolId) === departureId,
    ).length;
    const needed = escortsNeeded(travellerCount);
    const isOneShort = !isOneShortGiven && needed > 0;
    if (isOneShort) isOneShortGiven = true;
    const escorts = demoEscorts(departureId, isOneShort ? needed - 1 : needed);
    await db.update(departures).set({ escorts }).where(eq(departures.id, departureId));
  }
}
