import { z } from 'zod';
import { localizedTextSchema } from '../localized-text.ts';
import { ABSENCE_REASONS, MARK_STATES, type RecordedAction } from './actions.ts';
import { addedCheckpointKey, checkpointKeySchema } from './checkpoints.ts';
import { isLater, undoneIds } from './marks.ts';

/**
 * Who marked whom at a checkpoint, and when (docs/product/trip-day.md#the-office): every action recorded for
 * it, in the order the escorts acted, each with who sent it, the phone's time, when it arrived and whether it
 * was taken back later.
 */
const entryBase = {
  actionId: z.uuid(),
  /** The traveller the action is about: a mark's, or that of the mark an undo takes back; null otherwise. */
  travellerId: z.uuid().nullable(),
  by: z.string(),
  byName: z.string(),
  /** The phone's time. */
  at: z.iso.datetime(),
  /** When it reached the server. */
  recordedAt: z.iso.datetime(),
  /** Taken back by a later undo. */
  undone: z.boolean(),
};

export const checkpointHistoryEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    ...entryBase,
    kind: z.literal('mark'),
    state: z.enum(MARK_STATES),
    reason: z.enum(ABSENCE_REASONS).nullable(),
  }),
  /** Takes back the entry `undoes` of the same history. */
  z.object({ ...entryBase, kind: z.literal('undo'), undoes: z.uuid() }),
  z.object({ ...entryBase, kind: z.literal('close') }),
  /** The adding of an escort's own checkpoint, with the title they gave it. */
  z.object({ ...entryBase, kind: z.literal('add-checkpoint'), title: z.string() }),
]);
export type CheckpointHistoryEntry = z.infer<typeof checkpointHistoryEntrySchema>;

/** `GET /api/admin/trip-day/departures/:id/checkpoints/:key/history`. */
export const checkpointHistorySchema = z.object({
  checkpointKey: checkpointKeySchema,
  title: localizedTextSchema,
  travellers: z.array(z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() })),
  entries: z.array(checkpointHistoryEntrySchema),
});
export type CheckpointHistory = z.infer<typeof checkpointHistorySchema>;

/** Whether the action, other than an undo, is one of the checkpoint's own. */
function isOfCheckpoint(action: RecordedAction, checkpointKey: string): boolean {
  switch (action.type) {
    case 'mark':
    case 'close':
      return action.checkpointKey === checkpointKey;
    case 'add-checkpoint':
      return addedCheckpointKey(action.actionId) === checkpointKey;
    case 'undo':
      return false;
  }
}

/** Earlier first by the phone's time; the same time is ordered by action id, as `isLater` orders them. */
const byTime = (a: RecordedAction, b: RecordedAction) => (isLater(a, b) ? 1 : isLater(b, a) ? -1 : 0);

/**
 * The history of one checkpoint from every action of its departure: its marks, closes and adding, and the
 * undos of any of them, earliest first.
 */
export function checkpointHistory(actions: readonly RecordedAction[], checkpointKey: string): CheckpointHistoryEntry[] {
  const own = new Map(
    actions.filter((action) => isOfCheckpoint(action, checkpointKey)).map((action) => [action.actionId, action]),
  );
  const undone = undoneIds(actions);
  const entries: CheckpointHistoryEntry[] = [];
  for (const action of [...actions].sort(byTime)) {
    const base = {
      actionId: action.actionId,
      by: action.by,
      byName: action.byName,
      at: action.at,
      recordedAt: action.recordedAt,
      undone: undone.has(action.actionId),
    };
    if (action.type === 'undo') {
      const target = own.get(action.undoes);
      if (!target) continue;
      const travellerId = target.type === 'mark' ? target.travellerId : null;
      entries.push({ ...base, kind: 'undo', travellerId, undoes: action.undoes });
      continue;
    }
    if (!own.has(action.actionId)) continue;
    if (action.type === 'mark') {
      const { travellerId, state, reason } = action;
      entries.push({ ...base, kind: 'mark', travellerId, state, reason });
    } else if (action.type === 'close') entries.push({ ...base, kind: 'close', travellerId: null });
    else if (action.type === 'add-checkpoint')
      entries.push({ ...base, kind: 'add-checkpoint', travellerId: null, title: action.title });
  }
  return entries;
}
