import {
  allCheckpoints,
  closeCheck,
  headcount,
  stillMissing,
  type ActionResult,
  type RecordedAction,
  type TripDayAction,
  type TripDayOffice,
} from '@voyage/domain';
import { audit } from '../../audit/queries/audit-log.ts';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { insertActions, listDepartureActions, recordedActionIds } from '../queries/trip-day-actions.ts';
import { findPackDeparture, listPackRoster, type PackDeparture } from '../queries/trip-day-packs.ts';

type RecordOptions = RequestOrigin & {
  db: Database;
  actor: { id: string; name: string };
  departureId: number;
  actions: readonly TripDayAction[];
  now: Date;
};

export type RecordAnswer = { results: ActionResult[]; missing: TripDayOffice['missing'] };

/** Whether the action may be recorded given everything recorded before it; a refusal code otherwise. */
function judge(
  action: TripDayAction,
  departure: PackDeparture,
  roster: readonly string[],
  known: readonly RecordedAction[],
): Omit<ActionResult, 'actionId'> | null {
  const checkpointKeys = () => new Set(allCheckpoints(departure, departure.schedule, known).map((c) => c.key));
  switch (action.type) {
    case 'add-checkpoint':
      return null;
    case 'undo': {
      const target = known.find((candidate) => candidate.actionId === action.undoes);
      return target && target.type !== 'undo' ? null : { result: 'refused', code: 'UNKNOWN_ACTION' };
    }
    case 'mark':
      if (!checkpointKeys().has(action.checkpointKey)) return { result: 'refused', code: 'UNKNOWN_CHECKPOINT' };
      return roster.includes(action.travellerId) ? null : { result: 'refused', code: 'UNKNOWN_TRAVELLER' };
    case 'close': {
      if (!checkpointKeys().has(action.checkpointKey)) return { result: 'refused', code: 'UNKNOWN_CHECKPOINT' };
      const check = closeCheck(roster, headcount(known, action.checkpointKey).marks);
      return check.ok ? null : { result: 'refused', code: 'CHECKPOINT_UNACCOUNTED', unaccounted: check.unaccounted };
    }
  }
}

/**
 * `POST /api/admin/trip-day/departures/:id/actions` (docs/product/trip-day.md#sync): the phone's queue, in
 * the order it was made. Each action is judged against everything recorded before it (the departure row is
 * locked, so two phones' batches take turns): one already recorded is a `duplicate` and changes nothing, a
 * close while anyone is unaccounted for is refused with their ids. One audit row per batch that records
 * anything; the rows themselves say who marked whom, where and when. The answer carries who is still
 * reported missing, the alert every escort of the departure gets at their next contact.
 */
export async function recordActions(options: RecordOptions): Promise<RecordAnswer> {
  const { db, actor, departureId } = options;
  return db.transaction(async (tx) => {
    const departure = await findPackDeparture(tx, departureId, { forUpdate: true });
    if (!departure) throw notFound('Departure');
    const roster = (await listPackRoster(tx, departureId)).map((row) => row.id);
    const known = await listDepartureActions(tx, departureId);
    const seen = await recordedActionIds(
      tx,
      options.actions.map((action) => action.actionId),
    );
    const results: ActionResult[] = [];
    const accepted: TripDayAction[] = [];
    const recordedAt = options.now.toISOString();
    for (const action of options.actions) {
      if (seen.has(action.actionId)) {
        results.push({ actionId: action.actionId, result: 'duplicate' });
        continue;
      }
      seen.add(action.actionId);
      const refusal = judge(action, departure, roster, known);
      if (refusal) {
        results.push({ actionId: action.actionId, ...refusal });
        continue;
      }
      accepted.push(action);
      known.push({ ...action, by: actor.id, byName: actor.name, recordedAt });
      results.push({ actionId: action.actionId, result: 'recorded' });
    }
    const written = await insertActions(tx, departureId, { userId: actor.id, name: actor.name }, accepted);
    for (const result of results) {
      if (result.result === 'recorded' && !written.has(result.actionId)) result.result = 'duplicate';
    }
    const count = (kind: ActionResult['result']) => results.filter((result) => result.result === kind).length;
    if (written.size > 0) {
      await audit(tx, {
        ip: options.ip,
        requestId: options.requestId,
        actorUserId: actor.id,
        action: 'trip-day.actions-recorded',
        entityType: 'departure',
        entityId: String(departureId),
        tripId: departure.tripId,
        details: { recorded: count('recorded'), duplicates: count('duplicate'), refused: count('refused') },
      });
    }
    return { results, missing: stillMissing(known) };
  });
}
