import {
  allCheckpoints,
  checkpointStates,
  stillMissing,
  type AbsenceReason,
  type ActionResult,
  type CheckpointState,
  type MarkState,
  type RecordedAction,
  type TripDayAction,
  type TripDayOffice,
  type TripDayPack,
} from '@voyage/domain';

/**
 * What the phone keeps, sealed (docs/product/trip-day.md#on-the-phone): the packs of the escort's departures,
 * the actions made here and not yet answered by the server, what the server refused, and what it said at the
 * last contact (who is missing, how each checkpoint stands with every escort's marks).
 */
export type QueuedAction = TripDayAction & { departureId: number };
export type Refusal = { action: QueuedAction; code: string; unaccounted: string[] };

export type TripDayState = {
  me: { id: string; name: string };
  packs: TripDayPack[];
  queue: QueuedAction[];
  refused: Refusal[];
  /** The office's view at the last contact, by departure id. */
  office: Record<string, TripDayOffice>;
  lastContact: string | null;
};

export const emptyState = (me: TripDayState['me'], packs: TripDayPack[]): TripDayState => ({
  me,
  packs,
  queue: [],
  refused: [],
  office: {},
  lastContact: null,
});

const recorded = (state: TripDayState, { departureId: _departure, ...action }: QueuedAction): RecordedAction => ({
  ...action,
  by: state.me.id,
  byName: state.me.name,
  recordedAt: action.at,
});

/** Every action of the departure as this phone knows it: the pack's, then those made here since. */
export function departureActions(state: TripDayState, departureId: number): RecordedAction[] {
  const pack = state.packs.find((one) => one.departure.id === departureId);
  const mine = state.queue
    .filter((action) => action.departureId === departureId)
    .map((action) => recorded(state, action));
  return [...(pack?.actions ?? []), ...mine];
}

export type DepartureView = {
  pack: TripDayPack;
  checkpoints: CheckpointState[];
  /** Reported missing and not found since, here or (at the last contact) by another escort. */
  missing: TripDayOffice['missing'];
};

/**
 * The departure as the phone shows it: the checkpoints counted from the actions it knows; where the office
 * had a checkpoint closed, or someone accounted for by another escort, at the last contact, that counts too.
 */
export function departureView(state: TripDayState, pack: TripDayPack): DepartureView {
  const actions = departureActions(state, pack.departure.id);
  const roster = pack.travellers.map((traveller) => traveller.id);
  const office = state.office[String(pack.departure.id)];
  const checkpoints = checkpointStates(
    allCheckpoints(pack.departure, pack.trip.programme, actions),
    roster,
    actions,
  ).map((checkpoint) => {
    const there = office?.checkpoints.find((other) => other.key === checkpoint.key);
    if (!there) return checkpoint;
    return {
      ...checkpoint,
      closed: checkpoint.closed ?? there.closed,
      unaccounted: checkpoint.unaccounted.filter((id) => there.unaccounted.includes(id)),
      disagreements: there.disagreements,
    };
  });
  const missing = new Map(stillMissing(actions).map((mark) => [mark.travellerId, mark]));
  for (const mark of office?.missing ?? []) {
    const known = actions.some(
      (action) => action.type === 'mark' && action.travellerId === mark.travellerId && action.at > mark.at,
    );
    if (!known && !missing.has(mark.travellerId)) missing.set(mark.travellerId, mark);
  }
  return { pack, checkpoints, missing: [...missing.values()] };
}

const stamp = () => ({ actionId: crypto.randomUUID(), at: new Date().toISOString() });

export const newAction = {
  mark: (
    departureId: number,
    checkpointKey: string,
    travellerId: string,
    mark: MarkState,
    reason: AbsenceReason | null = null,
  ): QueuedAction => ({
    ...stamp(),
    type: 'mark',
    departureId,
    checkpointKey,
    travellerId,
    state: mark,
    reason: mark === 'absent' ? reason : null,
  }),
  undo: (departureId: number, undoes: string): QueuedAction => ({ ...stamp(), type: 'undo', departureId, undoes }),
  close: (departureId: number, checkpointKey: string): QueuedAction => ({
    ...stamp(),
    type: 'close',
    departureId,
    checkpointKey,
  }),
  addCheckpoint: (departureId: number, title: string, date: string, time: string | null): QueuedAction => ({
    ...stamp(),
    type: 'add-checkpoint',
    departureId,
    title,
    date,
    time,
  }),
};

export const withAction = (state: TripDayState, action: QueuedAction): TripDayState => ({
  ...state,
  queue: [...state.queue, action],
});

/**
 * The server's answer to a departure's queue: what it recorded (or had already) joins the pack's actions,
 * what it refused is kept to be shown, and its view of the departure replaces the last one.
 */
export function afterContact(
  state: TripDayState,
  departureId: number,
  sent: readonly QueuedAction[],
  results: readonly ActionResult[],
  office: TripDayOffice | null,
  at: string,
): TripDayState {
  const byId = new Map(results.map((result) => [result.actionId, result]));
  const answered = new Set(byId.keys());
  const kept = sent.filter((action) => byId.get(action.actionId)?.result !== 'refused');
  const refused = sent.flatMap((action) => {
    const result = byId.get(action.actionId);
    return result?.result === 'refused'
      ? [{ action, code: result.code ?? 'REFUSED', unaccounted: result.unaccounted ?? [] }]
      : [];
  });
  return {
    ...state,
    packs: state.packs.map((pack) =>
      pack.departure.id === departureId
        ? { ...pack, actions: [...pack.actions, ...kept.map((action) => recorded(state, action))] }
        : pack,
    ),
    queue: state.queue.filter((action) => !answered.has(action.actionId)),
    refused: [...state.refused, ...refused],
    office: office ? { ...state.office, [String(departureId)]: office } : state.office,
    lastContact: at,
  };
}
