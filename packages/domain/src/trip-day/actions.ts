import { z } from 'zod';
import { plainText } from '../plain-text.ts';
import { checkpointKeySchema } from './checkpoints.ts';

/**
 * What an escort does on the trip day (docs/product/trip-day.md#sync): each action is made on the phone with
 * its own id and time, queued while offline and sent in batches; the id makes a second sending record nothing.
 */
export const MARK_STATES = ['present', 'absent', 'missing'] as const;
export type MarkState = (typeof MARK_STATES)[number];

/** Why a traveller is away from a checkpoint yet accounted for. */
export const ABSENCE_REASONS = ['ill-in-room', 'with-other-escort', 'collected-by-guardian'] as const;
export type AbsenceReason = (typeof ABSENCE_REASONS)[number];

/** How many actions one request carries at most: a day's marks of a large departure. */
export const TRIP_DAY_BATCH_MAX = 1000;

const common = {
  actionId: z.uuid({ error: 'validation.invalid' }),
  at: z.iso.datetime({ error: 'validation.invalid' }),
};

export const markActionSchema = z.object({
  ...common,
  type: z.literal('mark'),
  checkpointKey: checkpointKeySchema,
  travellerId: z.uuid({ error: 'validation.invalid' }),
  state: z.enum(MARK_STATES, { error: 'validation.required' }),
  /** Given with `absent`, and only then. */
  reason: z.enum(ABSENCE_REASONS, { error: 'validation.required' }).nullable().default(null),
});

/** Takes back an earlier mark, close or added checkpoint, named by its action id; recorded like any other. */
export const undoActionSchema = z.object({ ...common, type: z.literal('undo'), undoes: z.uuid() });

/** A checkpoint the escort adds; its key is `added-<actionId>`. */
export const addCheckpointActionSchema = z.object({
  ...common,
  type: z.literal('add-checkpoint'),
  title: plainText({ max: 100 }).min(1, { error: 'validation.required' }),
  date: z.iso.date({ error: 'validation.date' }),
  time: z
    .string()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { error: 'validation.time' })
    .nullable()
    .default(null),
});

export const closeActionSchema = z.object({ ...common, type: z.literal('close'), checkpointKey: checkpointKeySchema });

export const tripDayActionSchema = z
  .discriminatedUnion('type', [markActionSchema, undoActionSchema, addCheckpointActionSchema, closeActionSchema])
  .superRefine((action, context) => {
    if (action.type !== 'mark') return;
    if (action.state === 'absent' && !action.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'validation.required' });
    if (action.state !== 'absent' && action.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'validation.invalid' });
  });
export type TripDayAction = z.infer<typeof tripDayActionSchema>;
export type MarkAction = z.infer<typeof markActionSchema>;

/** `POST /api/admin/trip-day/departures/:id/actions`: the phone's queue, oldest first. */
export const tripDayBatchSchema = z.object({
  actions: z.array(tripDayActionSchema).min(1).max(TRIP_DAY_BATCH_MAX, { error: 'validation.tooMany' }),
});
export type TripDayBatch = z.infer<typeof tripDayBatchSchema>;

/** An action as the server keeps it: who sent it, and when it arrived. */
export const recordedActionSchema = z.intersection(
  tripDayActionSchema,
  z.object({ by: z.string(), byName: z.string(), recordedAt: z.iso.datetime() }),
);
export type RecordedAction = TripDayAction & { by: string; byName: string; recordedAt: string };

/**
 * What became of each action sent: `recorded`; `duplicate` (already recorded: nothing new); `refused` with a
 * code (`CHECKPOINT_UNACCOUNTED` and the travellers not yet accounted for, `UNKNOWN_CHECKPOINT`,
 * `UNKNOWN_TRAVELLER`, `UNKNOWN_ACTION`).
 */
export const ACTION_REFUSALS = [
  'CHECKPOINT_UNACCOUNTED',
  'UNKNOWN_CHECKPOINT',
  'UNKNOWN_TRAVELLER',
  'UNKNOWN_ACTION',
] as const;
export type ActionRefusal = (typeof ACTION_REFUSALS)[number];

export const actionResultSchema = z.object({
  actionId: z.uuid(),
  result: z.enum(['recorded', 'duplicate', 'refused']),
  code: z.enum(ACTION_REFUSALS).optional(),
  unaccounted: z.array(z.uuid()).optional(),
});
export type ActionResult = z.infer<typeof actionResultSchema>;
