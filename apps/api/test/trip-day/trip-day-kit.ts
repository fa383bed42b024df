import { randomUUID } from 'node:crypto';
import type { HealthRecord, StaffRole } from '@voyage/domain';
import { writeStaffGrant } from '../../src/accounts/queries/staff-roles.ts';
import { departures, healthRecords, schools } from '../../src/db/schema/index.ts';
import { createPasswordUser } from '../../src/db/seed/seed-admin.ts';
import { SEALED_SECTIONS, sealSection } from '../../src/health/sealed-record.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { insertTraveller } from '../review/review-kit.ts';

/** A trip day to test with (docs/product/trip-day.md): two departures, their travellers, a sealed health record. */
export const STAFF_PASSWORD = 'staff passphrase of mine';

/** A record whose diagnoses and allergens must never reach the pack. */
export const RECORD: HealthRecord = {
  allergies: [{ what: 'Arachides', severity: 'severe', anaphylaxis: true }],
  medicines: [{ name: 'Ventolin', dose: '2 puffs', times: ['20:00', '08:00'], keptBy: 'escort' }],
  diet: null,
  conditions: { asthma: true, diabetes: false, epilepsy: false, other: 'Exercise asthma', canSwim: false },
  contacts: {
    contacts: [{ name: 'Eleni Georgiou', relation: 'Grandmother', phone: '+357 99 765432' }],
    doctorName: 'Dr Nikolaou',
    doctorPhone: '+357 22 334455',
    ehicNumber: 'CY123456789',
    ehicExpiresOn: '2030-01-31',
  },
};

export async function staffMember(t: TestApp, role: StaffRole, departureIds: number[] = []) {
  const email = `${role}-${randomUUID().slice(0, 8)}@voyage.test`;
  const name = `Staff ${role} ${email.slice(-20, -12)}`;
  const id = await createPasswordUser(t.db, { email, password: STAFF_PASSWORD, name, role: 'admin', staffRole: role });
  if (departureIds.length > 0) await writeStaffGrant(t.db, id, { role, departureIds });
  const { cookie } = await t.enrolTwoFactor(await t.signIn(email, STAFF_PASSWORD), STAFF_PASSWORD);
  return { id, name, cookie };
}

/** Departure A with three approved travellers (one with a health record) and departure B with one. */
export async function tripDayWorld(t: TestApp, travellersOfA = 3) {
  const [seeded] = await t.db.select({ tripId: schools.tripId }).from(schools).limit(1);
  const tripId = seeded!.tripId;
  const flight = { flightNumber: 'A3 612', from: 'LCA', to: 'CDG', departureTime: '06:10', arrivalTime: '09:20' };
  const made = await t.db
    .insert(departures)
    .values(
      ['Jour A', 'Jour B'].map((name) => ({
        tripId,
        label: { el: name, en: name },
        outboundDate: '2099-04-10',
        inboundDate: '2099-04-15',
        carrier: 'Aegean',
        hotel: 'Hôtel du Jour',
        flights: [{ ...flight, direction: 'outbound' as const, date: '2099-04-10' }],
        escorts: [{ name: 'Escort Phone', phone: '+357 99 000111' }],
      })),
    )
    .returning({ id: departures.id });
  const [a, b] = made.map((row) => row.id) as [number, number];
  const schoolOf = async (departureId: number, name: string) => {
    const [school] = await t.db
      .insert(schools)
      .values({ tripId, name, district: 'lemesos', registrationCode: randomUUID().slice(0, 9), departureId })
      .returning({ id: schools.id });
    return { tripId, schoolId: school!.id, status: 'approved' as const, approvedAt: new Date() };
  };
  const ofA = await schoolOf(a, 'Lycée du Jour');
  const travellers = [];
  for (let index = 0; index < travellersOfA; index += 1) travellers.push(await insertTraveller(t.db, ofA));
  const other = await insertTraveller(t.db, await schoolOf(b, 'Lycée de la Nuit'));
  const sealed = Object.fromEntries(
    SEALED_SECTIONS.filter((section) => RECORD[section] !== null).map((section) => [
      section,
      sealSection(t.app.healthDataKey, section, RECORD[section]),
    ]),
  );
  await t.db.insert(healthRecords).values({ travellerId: travellers[0]!.id, ...sealed });
  return { tripId, a, b, travellers, other };
}

let clock = Date.parse('2099-04-10T09:00:00.000Z');
/** An action as the phone makes it: its own id and time. */
export function action<T extends Record<string, unknown>>(fields: T) {
  clock += 1000;
  return { actionId: randomUUID(), at: new Date(clock).toISOString(), ...fields };
}
