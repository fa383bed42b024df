import { allCheckpoints, checkpointStates, stillMissing, type TripDayOffice } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { listDepartureActions } from '../queries/trip-day-actions.ts';
import { findPackDeparture, listPackRoster } from '../queries/trip-day-packs.ts';

/**
 * `GET /api/admin/trip-day/departures/:id/checkpoints` (docs/product/trip-day.md#the-office): each checkpoint
 * open or closed, its counts, who is unaccounted for or missing, where escorts disagree; read as it stands.
 */
export async function officeView(db: Database, departureId: number): Promise<TripDayOffice> {
  const departure = await findPackDeparture(db, departureId);
  if (!departure) throw notFound('Departure');
  const roster = await listPackRoster(db, departureId);
  const actions = await listDepartureActions(db, departureId);
  const checkpoints = allCheckpoints(departure, departure.schedule, actions);
  return {
    departureId,
    travellers: roster.map(({ id, firstName, lastName }) => ({ id, firstName, lastName })),
    checkpoints: checkpointStates(
      checkpoints,
      roster.map((row) => row.id),
      actions,
    ),
    missing: stillMissing(actions),
  };
}
