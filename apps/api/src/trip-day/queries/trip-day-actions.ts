import type { RecordedAction, TripDayAction } from '@voyage/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { departures, tripDayActions, tripDayPacks } from '../../db/schema/index.ts';

type ActionRow = typeof tripDayActions.$inferSelect;

/** A stored row as the action the phone sent, with who sent it. */
function recorded(row: ActionRow): RecordedAction {
  const base = {
    actionId: row.actionId,
    at: row.at.toISOString(),
    by: row.byUserId ?? '',
    byName: row.byName,
    recordedAt: row.recordedAt.toISOString(),
  };
  switch (row.type) {
    case 'mark':
      return {
        ...base,
        type: 'mark',
        checkpointKey: row.checkpointKey!,
        travellerId: row.travellerId!,
        state: row.state!,
        reason: row.reason ?? null,
      };
    case 'undo':
      return { ...base, type: 'undo', undoes: row.undoes! };
    case 'add-checkpoint':
      return { ...base, type: 'add-checkpoint', title: row.title!, date: row.date!, time: row.time ?? null };
    case 'close':
      return { ...base, type: 'close', checkpointKey: row.checkpointKey! };
  }
}

/** Every action recorded for the departure, in the order the escorts acted. */
export async function listDepartureActions(db: Executor, departureId: number): Promise<RecordedAction[]> {
  const rows = await db
    .select()
    .from(tripDayActions)
    .where(eq(tripDayActions.departureId, departureId))
    .orderBy(asc(tripDayActions.at), asc(tripDayActions.actionId));
  return rows.map(recorded);
}

/** Of these action ids, those already recorded (for any departure). */
export async function recordedActionIds(db: Executor, actionIds: readonly string[]): Promise<Set<string>> {
  if (actionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: tripDayActions.actionId })
    .from(tripDayActions)
    .where(inArray(tripDayActions.actionId, [...actionIds]));
  return new Set(rows.map((row) => row.id));
}

/** Records the actions; one already there (a replay racing this one) is left as it is. Returns those written. */
export async function insertActions(
  tx: Executor,
  departureId: number,
  by: { userId: string; name: string },
  actions: readonly TripDayAction[],
): Promise<Set<string>> {
  if (actions.length === 0) return new Set();
  const rows = await tx
    .insert(tripDayActions)
    .values(
      actions.map((action) => ({
        actionId: action.actionId,
        departureId,
        type: action.type,
        checkpointKey: 'checkpointKey' in action ? action.checkpointKey : null,
        travellerId: action.type === 'mark' ? action.travellerId : null,
        state: action.type === 'mark' ? action.state : null,
        reason: action.type === 'mark' ? action.reason : null,
        undoes: action.type === 'undo' ? action.undoes : null,
        title: action.type === 'add-checkpoint' ? action.title : null,
        date: action.type === 'add-checkpoint' ? action.date : null,
        time: action.type === 'add-checkpoint' ? action.time : null,
        at: new Date(action.at),
        byUserId: by.userId,
        byName: by.name,
      })),
    )
    .onConflictDoNothing({ target: tripDayActions.actionId })
    .returning({ id: tripDayActions.actionId });
  return new Set(rows.map((row) => row.id));
}

/** The retention after the trip (with its health records): the trip's headcounts and pack downloads go. */
export async function deleteTripDayRecords(tx: Executor, tripId: number): Promise<number> {
  const ofTrip = sql`(select ${departures.id} from ${departures} where ${departures.tripId} = ${tripId})`;
  const deleted = await tx
    .delete(tripDayActions)
    .where(inArray(tripDayActions.departureId, ofTrip))
    .returning({ id: tripDayActions.actionId });
  await tx.delete(tripDayPacks).where(inArray(tripDayPacks.departureId, ofTrip));
  return deleted.length;
}

/** The trip-day marks of these travellers (the family's data export). */
export function travellerMarks(db: Executor, travellerIds: readonly string[]) {
  if (travellerIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      travellerId: tripDayActions.travellerId,
      checkpointKey: tripDayActions.checkpointKey,
      state: tripDayActions.state,
      reason: tripDayActions.reason,
      at: tripDayActions.at,
      byName: tripDayActions.byName,
    })
    .from(tripDayActions)
    .where(inArray(tripDayActions.travellerId, [...travellerIds]))
    .orderBy(asc(tripDayActions.at));
}
