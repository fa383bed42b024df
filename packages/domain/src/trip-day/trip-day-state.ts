import { z } from 'zod';
import type { ScheduleDay } from '../trip.ts';
import type { RecordedAction } from './actions.ts';
import { addedCheckpointKey, checkpointSchema, departureCheckpoints, type Checkpoint } from './checkpoints.ts';
import {
  disagreementSchema,
  headcount,
  isLater,
  markSchema,
  missingOf,
  stateCounts,
  undoneIds,
  unaccounted,
} from './marks.ts';

/**
 * A departure's trip day as the office sees it live (docs/product/trip-day.md#the-office): each checkpoint
 * open or closed, its counts, who is unaccounted for, who is missing, and where two escorts disagree.
 */

/** The checkpoints escorts added and did not take back. */
export function addedCheckpoints(actions: readonly RecordedAction[]): Checkpoint[] {
  const undone = undoneIds(actions);
  return actions.flatMap((action) =>
    action.type === 'add-checkpoint' && !undone.has(action.actionId)
      ? [
          {
            key: addedCheckpointKey(action.actionId),
            kind: 'added' as const,
            title: { el: action.title, en: action.title },
            date: action.date,
            time: action.time,
          },
        ]
      : [],
  );
}

type StateDeparture = Parameters<typeof departureCheckpoints>[0];

/** Every checkpoint of the departure: from its flights and programme, and those added. */
export function allCheckpoints(
  departure: StateDeparture,
  schedule: readonly ScheduleDay[],
  actions: readonly RecordedAction[],
): Checkpoint[] {
  return departureCheckpoints(departure, schedule, addedCheckpoints(actions));
}

export const checkpointStateSchema = checkpointSchema.extend({
  closed: z.object({ at: z.iso.datetime(), by: z.string(), byName: z.string() }).nullable(),
  counts: z.object({ present: z.number().int(), absent: z.number().int(), missing: z.number().int() }),
  unaccounted: z.array(z.uuid()),
  missing: z.array(markSchema),
  disagreements: z.array(disagreementSchema),
});
export type CheckpointState = z.infer<typeof checkpointStateSchema>;

/** `GET /api/admin/trip-day/departures/:id/checkpoints`. */
export const tripDayOfficeSchema = z.object({
  departureId: z.number().int(),
  travellers: z.array(z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() })),
  checkpoints: z.array(checkpointStateSchema),
  /** Everyone whose latest mark at any checkpoint is `missing`: the alert every escort gets at next contact. */
  missing: z.array(markSchema.extend({ checkpointKey: z.string() })),
});
export type TripDayOffice = z.infer<typeof tripDayOfficeSchema>;

export function checkpointStates(
  checkpoints: readonly Checkpoint[],
  roster: readonly string[],
  actions: readonly RecordedAction[],
): CheckpointState[] {
  return checkpoints.map((checkpoint) => {
    const count = headcount(actions, checkpoint.key);
    return {
      ...checkpoint,
      closed: count.closed,
      counts: stateCounts(count.marks),
      unaccounted: unaccounted(roster, count.marks),
      missing: missingOf(count.marks),
      disagreements: count.disagreements,
    };
  });
}

/**
 * The travellers still reported missing: those whose latest mark anywhere on the trip (not undone) is
 * `missing`; a later mark at any checkpoint means they were found.
 */
export function stillMissing(actions: readonly RecordedAction[]): TripDayOffice['missing'] {
  const undone = undoneIds(actions);
  const latest = new Map<string, Extract<RecordedAction, { type: 'mark' }>>();
  for (const action of actions) {
    if (action.type !== 'mark' || undone.has(action.actionId)) continue;
    const current = latest.get(action.travellerId);
    if (!current || isLater(action, current)) latest.set(action.travellerId, action);
  }
  return [...latest.values()]
    .filter((action) => action.state === 'missing')
    .map(({ travellerId, state, reason, at, by, byName, actionId, checkpointKey }) => ({
      travellerId,
      state,
      reason,
      at,
      by,
      byName,
      actionId,
      checkpointKey,
    }));
}
