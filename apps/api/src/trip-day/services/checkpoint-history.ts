import { allCheckpoints, checkpointHistory, type CheckpointHistory } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { listDepartureActions } from '../queries/trip-day-actions.ts';
import { findPackDeparture, listPackRoster } from '../queries/trip-day-packs.ts';

/**
 * `GET /api/admin/trip-day/departures/:id/checkpoints/:key/history` (docs/product/trip-day.md#the-office): who
 * marked whom at one checkpoint, when by the phone and when it arrived, and what was undone. The checkpoint is
 * one of those the office's view lists, added ones included; any other key is no checkpoint.
 */
export async function checkpointHistoryView(
  db: Database,
  departureId: number,
  checkpointKey: string,
): Promise<CheckpointHistory> {
  const departure = await findPackDeparture(db, departureId);
  if (!departure) throw notFound('Departure');
  const actions = await listDepartureActions(db, departureId);
  const checkpoint = allCheckpoints(departure, departure.schedule, actions).find(({ key }) => key === checkpointKey);
  if (!checkpoint) throw notFound('Checkpoint');
  const roster = await listPackRoster(db, departureId);
  return {
    checkpointKey,
    title: checkpoint.title,
    travellers: roster.map(({ id, firstName, lastName }) => ({ id, firstName, lastName })),
    entries: checkpointHistory(actions, checkpointKey),
  };
}
