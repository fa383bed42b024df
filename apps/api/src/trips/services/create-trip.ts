import { randomInt } from 'node:crypto';
import {
  formatRegistrationCode,
  shiftDateByYears,
  shiftInstantByYears,
  shiftYearsInTexts,
  type Trip,
  type TripCreateBody,
} from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { validationFailed } from '../../lib/field-errors.ts';
import { notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { copyDeparturesAndSchools } from '../queries/trip-copy.ts';
import {
  findTripRowForUpdate,
  insertTrip,
  isTripNameTaken,
  lockTripNames,
  toTrip,
  type NewTripRow,
  type TripRow,
} from '../queries/trips.ts';

type CreateTripOptions = RequestOrigin & TripCreateBody & { db: Database; actorUserId: string };

const EMPTY = { el: '', en: '' };

/**
 * A blank trip for `year` (docs/product/trips.md#a-new-trip): the name as its title, no texts, no
 * programme, no price, and the usual calendar (registration from 1 October of the year before to
 * 31 January, the trip in late March) for staff to change.
 */
function blankTrip(name: TripCreateBody['name'], year: number): NewTripRow {
  return {
    name,
    year,
    active: false,
    title: name,
    intro: EMPTY,
    missions: [],
    package: [],
    schedule: [],
    usefulInfo: [],
    documents: [],
    totalPriceCents: 0,
    paymentPlan: [],
    bankDetails: { beneficiary: '', accountNumber: '', bank: '', bic: '' },
    registrationOpensAt: new Date(Date.UTC(year - 1, 9, 1, 6, 0, 0)),
    registrationClosesAt: new Date(Date.UTC(year, 0, 31, 21, 59, 59)),
    startsOn: `${year}-03-20`,
    endsOn: `${year}-03-25`,
    consentDeadlineDays: 14,
    capacity: 150,
  };
}

/** An earlier trip's content and plan, every date, and the years in its texts, moved on by whole years to `year`. */
function copiedTrip(source: TripRow, name: TripCreateBody['name'], year: number): NewTripRow {
  const years = year - source.year;
  const moved = <T>(texts: T): T => shiftYearsInTexts(texts, source.year, years);
  return {
    name,
    year,
    active: false,
    title: moved(source.title),
    intro: moved(source.intro),
    missions: moved(source.missions),
    package: moved(source.package),
    schedule: moved(source.schedule),
    usefulInfo: moved(source.usefulInfo),
    documents: moved(source.documents),
    totalPriceCents: source.totalPriceCents,
    secondChildPriceCents: source.secondChildPriceCents,
    laterChildPriceCents: source.laterChildPriceCents,
    paymentPlan: source.paymentPlan.map((item) => ({ ...item, dueDate: shiftDateByYears(item.dueDate, years) })),
    bankDetails: source.bankDetails,
    cancellationSchedule: source.cancellationSchedule,
    registrationOpensAt: shiftInstantByYears(source.registrationOpensAt, years),
    registrationClosesAt: shiftInstantByYears(source.registrationClosesAt, years),
    startsOn: shiftDateByYears(source.startsOn, years),
    endsOn: shiftDateByYears(source.endsOn, years),
    consentDeadlineDays: source.consentDeadlineDays,
    paymentGraceDays: source.paymentGraceDays,
    idRetentionDays: source.idRetentionDays,
    healthFreezeDays: source.healthFreezeDays,
    correctionsFreezeDays: source.correctionsFreezeDays,
    capacity: source.capacity,
    waitingListOfferDays: source.waitingListOfferDays,
    autoApproveOffers: source.autoApproveOffers,
    keepSiblingsTogether: source.keepSiblingsTogether,
    fairAllocation: source.fairAllocation,
    allocationWindowDays: source.allocationWindowDays,
    schoolMinimumShare: source.schoolMinimumShare,
    // The emergency lines stay from year to year; a new trip is insured under a policy of its own.
    instituteEmergencyPhone: source.instituteEmergencyPhone,
    insurerName: source.insurerName,
    insurerEmergencyPhone: source.insurerEmergencyPhone,
  };
}

/**
 * `POST /api/admin/trips` (docs/product/trips.md#a-new-trip): a blank trip, or a copy of an earlier one
 * with its departures (flights moved on, no travellers) and schools (new codes). Never active: staff
 * activate it when ready. One transaction, one audit row.
 */
export async function createTrip({
  db,
  name,
  year,
  copyFromTripId,
  actorUserId,
  ip,
  requestId,
}: CreateTripOptions): Promise<Trip> {
  return db.transaction(async (tx) => {
    const source = copyFromTripId === undefined ? undefined : await findTripRowForUpdate(tx, copyFromTripId);
    if (copyFromTripId !== undefined && !source) throw notFound('Trip to copy');
    await lockTripNames(tx);
    if (await isTripNameTaken(tx, name.en, year)) {
      throw validationFailed([{ path: ['year'], message: 'validation.tripExists' }]);
    }
    const row = await insertTrip(tx, source ? copiedTrip(source, name, year) : blankTrip(name, year));
    const copied = source
      ? await copyDeparturesAndSchools(tx, {
          fromTripId: source.id,
          toTripId: row.id,
          years: year - source.year,
          // Codes are secrets parents type in: a CSPRNG.
          newCode: () => formatRegistrationCode((bound) => randomInt(bound)),
        })
      : undefined;
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action: 'trip.created',
      entityType: 'trip',
      entityId: String(row.id),
      tripId: row.id,
      details: source ? { copiedFromTripId: source.id, ...copied } : {},
    });
    return toTrip(row);
  });
}
