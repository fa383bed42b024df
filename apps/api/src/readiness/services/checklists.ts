import {
  readinessBoard,
  travellerChecklist,
  travellerPicture,
  tripDate,
  type Checklist,
  type ChecklistItemKind,
  type ReadinessBoard,
  type Traveller,
  type Trip,
} from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { findMyTraveller } from '../../travellers/queries/my-travellers.ts';
import { findAdminTraveller } from '../../travellers/queries/travellers.ts';
import { findTrip } from '../../trips/queries/trips.ts';
import {
  approvedTravellersOfDeparture,
  completeHealthRecords,
  findReadinessDeparture,
  type ReadinessDeparture,
} from '../queries/readiness.ts';

/** One child's checklist from the traveller as the API sends it, its trip and its health record (docs/product/readiness.md). */
export function checklistOf(traveller: Traveller, trip: Trip, healthComplete: boolean, now: Date): Checklist {
  const today = tripDate(now);
  const picture = travellerPicture({
    trip,
    approvedAt: traveller.approvedAt,
    priceCents: traveller.price.priceCents,
    payments: traveller.payments,
    today,
  });
  return travellerChecklist(traveller.id, {
    today,
    status: traveller.status,
    nationality: traveller.nationality,
    trip,
    consentDeadline: traveller.consentDeadline,
    instalments: picture.instalments,
    documents: traveller.documents,
    idDocument:
      traveller.idDocumentType && traveller.idDocumentExpiresOn
        ? { type: traveller.idDocumentType, expiresOn: traveller.idDocumentExpiresOn }
        : null,
    healthComplete,
  });
}

async function checklistOfOne(db: Database, traveller: Traveller | undefined, now: Date): Promise<Checklist> {
  if (!traveller) throw notFound('Traveller');
  const complete = await completeHealthRecords(db, [traveller.id]);
  return checklistOf(traveller, await findTrip(db, traveller.tripId), complete.has(traveller.id), now);
}

/** `GET /api/my/travellers/:id/checklist`: another family's child is 404. */
export async function readMyChecklist(db: Database, guardianUserId: string, travellerId: string, now: Date) {
  return checklistOfOne(db, await findMyTraveller(db, guardianUserId, travellerId), now);
}

/** `GET /api/admin/travellers/:id/checklist`: any registration but a deleted one. */
export async function readStaffChecklist(db: Database, travellerId: string, now: Date) {
  const traveller = await findAdminTraveller(db, travellerId);
  return checklistOfOne(db, traveller?.status === 'deleted' ? undefined : traveller, now);
}

export type DepartureChecklists = {
  departure: ReadinessDeparture;
  trip: Trip;
  travellers: { traveller: Traveller; checklist: Checklist }[];
};

/** Every approved child of a departure with its checklist, by surname; an unknown departure is 404. */
export async function departureChecklists(db: Database, departureId: number, now: Date): Promise<DepartureChecklists> {
  const departure = await findReadinessDeparture(db, departureId);
  if (!departure) throw notFound('Departure');
  const [trip, list] = await Promise.all([
    findTrip(db, departure.tripId),
    approvedTravellersOfDeparture(db, departureId),
  ]);
  const complete = await completeHealthRecords(
    db,
    list.map((traveller) => traveller.id),
  );
  return {
    departure,
    trip,
    travellers: list.map((traveller) => ({
      traveller,
      checklist: checklistOf(traveller, trip, complete.has(traveller.id), now),
    })),
  };
}

export type DepartureReadiness = { departure: ReadinessDeparture; board: ReadinessBoard };

/** `GET /api/admin/departures/:id/readiness`: the board of one departure, filtered to one missing item or not. */
export async function readReadinessBoard(
  db: Database,
  departureId: number,
  now: Date,
  missing?: ChecklistItemKind,
): Promise<DepartureReadiness> {
  const { departure, travellers } = await departureChecklists(db, departureId, now);
  const checklists = travellers.map(({ traveller, checklist }) => ({
    ...checklist,
    firstName: traveller.firstName,
    lastName: traveller.lastName,
    schoolName: traveller.schoolName,
  }));
  return { departure, board: readinessBoard(departureId, checklists, missing) };
}
