import { randomUUID } from 'node:crypto';
import { tripDate } from '@voyage/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/database.ts';
import { departures, refunds, schools, travellers, trips, waitingListEntries } from '../../../src/db/schema/index.ts';
import { insertDocument } from '../../documents/document-kit.ts';
import { DEPOSIT, insertPendingPayment } from '../../payments/payment-kit.ts';
import { RUN_TAG, uniqueEmail } from '../account-links.ts';
import { adminOnly } from './matrix-check.ts';
import { removeMatrixStatements } from './matrix-statements.ts';
import { removeMatrixAnnouncements } from './matrix-announcements.ts';
import type { MatrixRole, World } from './matrix-world.ts';

/**
 * The records the route-by-role matrix's rows make for their calls (docs/product/security.md#route-by-role-matrix),
 * each named so or remembered, and removed after the run (PostgreSQL shares one database).
 */
/**
 * A traveller's details that pass the body's schema, so a route answers on rights (no draft, no link:
 * 404) rather than on the body (400).
 */
export const WELL_FORMED_DETAILS = {
  firstName: 'MARIA',
  lastName: 'GEORGIOU',
  gender: 'female',
  dateOfBirth: '2012-01-15',
  nationality: 'CY',
  city: 'Limassol',
  district: 'lemesos',
  phone: '+357 99 123456',
  language: 'en',
  guardianName: 'Eleni Georgiou',
  guardianEmail: 'eleni.georgiou@example.org',
  roommates: [],
  registrationCode: 'ABCD-EFGH',
};
/** The carrier of every departure the rows make, so the run removes only its own. */
const MATRIX_CARRIER = `Matrix Air ${RUN_TAG}`;
/** Departures of their own for the rooming changes (each call starts from a rooming never changed). */
const madeDepartures: number[] = [];
export async function roomingDeparture(world: World, locked = false): Promise<number> {
  const [row] = await world.db
    .insert(departures)
    .values({
      tripId: world.tripId,
      label: { el: 'Μήτρα', en: 'Matrix' },
      outboundDate: '2027-04-10',
      inboundDate: '2027-04-15',
      carrier: MATRIX_CARRIER,
      hotel: 'Matrix Hotel',
      flights: [],
      ...(locked ? { roomingLockedAt: new Date() } : {}),
    })
    .returning({ id: departures.id });
  madeDepartures.push(row!.id);
  return row!.id;
}
export const roomingChange =
  (action: string, locked = false) =>
  async (world: World) => ({
    url: `/api/admin/departures/${await roomingDeparture(world, locked)}/rooming/${action}`,
    payload: { expectedUpdatedAt: null },
  });

/** A call for the active trip's list at `path`. */
export const trip = (path: string) => (world: World) => ({ url: `${path}?trip_id=${world.tripId}` });

/** Registrations the review calls act on, made for each call and removed after the run (PostgreSQL shares one database). */
const madeRegistrations: string[] = [];
export async function registration(
  world: World,
  fields: Partial<typeof travellers.$inferInsert> = {},
): Promise<string> {
  const [row] = await world.db
    .insert(travellers)
    .values({
      tripId: world.tripId,
      schoolId: world.schoolId,
      firstName: 'MATRIX',
      lastName: 'REVIEW',
      gender: 'female',
      dateOfBirth: '2012-01-15',
      nationality: 'CY',
      city: 'Limassol',
      district: 'lemesos',
      phone: '+357 99 123456',
      language: 'en',
      guardianName: 'Matrix Review',
      guardianEmail: uniqueEmail('review'),
      emailConfirmedAt: new Date(),
      ...fields,
    })
    .returning({ id: travellers.id });
  madeRegistrations.push(row!.id);
  return row!.id;
}
/** A registration of guardian A's family with an open offer from the waiting list, for each call. */
let offeredPosition = 900_000 + Math.floor(Math.random() * 90_000);
export async function waiting(world: World): Promise<string> {
  const travellerId = await registration(world);
  offeredPosition += 1;
  await world.db.insert(waitingListEntries).values({
    travellerId,
    tripId: world.tripId,
    position: offeredPosition,
    siblingGroup: `matrix-${offeredPosition}`,
  });
  return travellerId;
}
export async function offered(world: World): Promise<string> {
  const travellerId = await registration(world, { guardianEmail: world.familyA.email });
  offeredPosition += 1;
  await world.db.insert(waitingListEntries).values({
    travellerId,
    tripId: world.tripId,
    position: offeredPosition,
    siblingGroup: world.familyA.email,
    state: 'offered',
    offeredAt: new Date(),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return travellerId;
}
/** A refund owed to a cancelled registration of its own (removed with it), with the paying account known. */
export async function owedRefund(world: World): Promise<string> {
  const travellerId = await registration(world, { status: 'cancelled', statusReason: 'withdrawn' });
  const [row] = await world.db
    .insert(refunds)
    .values({
      travellerId,
      cancelledOn: tripDate(new Date()),
      daysBefore: 100,
      paidCents: 30_000,
      keptCents: 0,
      refundCents: 30_000,
      iban: 'GB82WEST12345698765432',
      ibanSource: 'payment',
    })
    .returning({ id: refunds.id });
  return row!.id;
}
/** Schools and departures the staff calls make or change: named so, and removed after the run. */
export const MATRIX_SCHOOL = {
  name: `Matrix school ${RUN_TAG}`,
  district: 'lemesos' as const,
  contactName: '',
  contactEmail: '',
  departureId: null,
};
export const MATRIX_DEPARTURE = {
  label: { el: 'Matrix', en: 'Matrix' },
  outboundDate: '2027-03-18',
  inboundDate: '2027-03-23',
  carrier: MATRIX_CARRIER,
  hotel: 'Matrix hotel',
  flights: [],
  escorts: [],
  schoolIds: [],
};
export async function matrixSchool(world: World): Promise<number> {
  const [row] = await world.db
    .insert(schools)
    .values({
      ...MATRIX_SCHOOL,
      district: 'lemesos',
      tripId: world.tripId,
      registrationCode: `MTRX-${randomUUID().slice(0, 4)}`,
    })
    .returning({ id: schools.id });
  return row!.id;
}
export async function matrixDeparture(world: World): Promise<number> {
  const { schoolIds: _none, ...departure } = MATRIX_DEPARTURE;
  const [row] = await world.db
    .insert(departures)
    .values({ ...departure, tripId: world.tripId })
    .returning({ id: departures.id });
  return row!.id;
}
/** A payment of a registration made for one call, with a receipt whose bytes are in the store. */
export const payment = (world: World, travellerId: string, status: 'pending' | 'approved' = 'pending') =>
  insertPendingPayment(world, travellerId, DEPOSIT, status);
/** A Processing document of a registration made for one call, with its bytes in the store. */
export const uploadedDocument = (world: World, travellerId: string, type: 'passport' | 'consent' = 'passport') =>
  insertDocument(world, travellerId, { type });
export const staffDocument = (action: string, body?: Record<string, unknown>) => ({
  call: async (world: World) => ({
    url: `/api/admin/documents/${await uploadedDocument(world, await approvedOfA(world))}${action}`,
    ...(body ? { payload: body } : { payload: {} }),
  }),
  expect: adminOnly(),
});
export const ID_DOCUMENT = {
  idDocumentType: 'id_card',
  idDocumentNumber: '0912345',
  idDocumentExpiresOn: '2031-01-31',
  idDocumentIssuingCountry: 'CY',
};
export const approvedOfA = (world: World) =>
  registration(world, { guardianEmail: world.familyA.email, status: 'approved' });
export const staffPayment = (
  action: string,
  body: Record<string, unknown>,
  status: 'pending' | 'approved' = 'pending',
) => ({
  call: async (world: World) => ({
    url: `/api/admin/payments/${await payment(world, await approvedOfA(world), status)}${action}`,
    payload: body,
  }),
  expect: adminOnly(),
});
export const review = (
  action: string,
  body: Record<string, unknown>,
  fields: Parameters<typeof registration>[1] = {},
) => ({
  call: async (world: World) => ({
    url: `/api/admin/travellers/${await registration(world, fields)}/${action}`,
    payload: body,
  }),
  expect: adminOnly(),
});

/** An address no account or registration has: requests for it send nothing. */
export const NOBODY = 'nobody-at-all@example.com';
export const nameOf = (world: World, role: MatrixRole) =>
  role === 'guardianA'
    ? world.familyA.guardianName
    : role === 'guardianB'
      ? world.familyB.guardianName
      : 'Voyage admin';

/** The name of a trip the rows make: removed after the run by its tag. */
export const matrixTripName = () => `Matrix ${RUN_TAG} ${randomUUID()}`;
/** Removes what the rows made: registrations, schools, departures, trips and statement imports. */
export async function removeMatrixRecords(db: Database): Promise<void> {
  await removeMatrixStatements(db);
  await removeMatrixAnnouncements(db);
  if (madeRegistrations.length > 0) await db.delete(travellers).where(inArray(travellers.id, madeRegistrations));
  await db.delete(schools).where(eq(schools.name, MATRIX_SCHOOL.name));
  await db.delete(departures).where(eq(departures.carrier, MATRIX_DEPARTURE.carrier));
  await db.delete(trips).where(sql`${trips.name}->>'en' like ${`Matrix ${RUN_TAG} %`}`);
  if (madeDepartures.length > 0) await db.delete(departures).where(inArray(departures.id, madeDepartures));
}
