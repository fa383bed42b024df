import { z } from 'zod';
import { ABSENCE_REASONS, MARK_STATES, type MarkState, type RecordedAction } from './actions.ts';

/**
 * The headcount of a checkpoint (docs/product/trip-day.md#headcount), read from the actions recorded: each
 * traveller's latest mark that was not undone wins, whichever escort made it; where the escorts' own latest
 * marks of a traveller differ, the disagreement is shown. A checkpoint closes only when every traveller is
 * accounted for: present, absent with a reason, or reported missing.
 */
export const markSchema = z.object({
  travellerId: z.uuid(),
  state: z.enum(MARK_STATES),
  reason: z.enum(ABSENCE_REASONS).nullable(),
  at: z.iso.datetime(),
  by: z.string(),
  byName: z.string(),
  actionId: z.uuid(),
});
export type Mark = z.infer<typeof markSchema>;

export const disagreementSchema = z.object({ travellerId: z.uuid(), marks: z.array(markSchema) });
export type Disagreement = z.infer<typeof disagreementSchema>;

export type Headcount = {
  /** The mark that counts, by traveller. */
  marks: Map<string, Mark>;
  disagreements: Disagreement[];
  closed: { at: string; by: string; byName: string } | null;
};

type MarkRecord = Extract<RecordedAction, { type: 'mark' }>;

/** Later first by the phone's time; the same time is ordered by action id, so every reader agrees. */
export const isLater = (a: { at: string; actionId: string }, b: { at: string; actionId: string }) =>
  Date.parse(a.at) - Date.parse(b.at) > 0 || (a.at === b.at ? a.actionId > b.actionId : false);

const toMark = (action: MarkRecord): Mark => ({
  travellerId: action.travellerId,
  state: action.state,
  reason: action.reason,
  at: action.at,
  by: action.by,
  byName: action.byName,
  actionId: action.actionId,
});

/** The action ids that an undo takes back (an undo itself cannot be undone). */
export function undoneIds(actions: readonly RecordedAction[]): Set<string> {
  return new Set(actions.flatMap((action) => (action.type === 'undo' ? [action.undoes] : [])));
}

const sameMark = (a: Mark, b: Mark) => a.state === b.state && a.reason === b.reason;

/** The headcount of one checkpoint from every action of its departure. */
export function headcount(actions: readonly RecordedAction[], checkpointKey: string): Headcount {
  const undone = undoneIds(actions);
  const live = actions.filter((action) => !undone.has(action.actionId));
  const marks = new Map<string, Mark>();
  const byEscort = new Map<string, Map<string, Mark>>();
  let closed: Headcount['closed'] = null;
  let closedAction: { at: string; actionId: string } | null = null;
  for (const action of live) {
    if (action.type === 'close' && action.checkpointKey === checkpointKey) {
      if (!closedAction || isLater(action, closedAction)) {
        closedAction = action;
        closed = { at: action.at, by: action.by, byName: action.byName };
      }
    }
    if (action.type !== 'mark' || action.checkpointKey !== checkpointKey) continue;
    const mark = toMark(action);
    const current = marks.get(mark.travellerId);
    if (!current || isLater(mark, current)) marks.set(mark.travellerId, mark);
    const own = byEscort.get(mark.travellerId) ?? new Map<string, Mark>();
    const ownCurrent = own.get(mark.by);
    if (!ownCurrent || isLater(mark, ownCurrent)) own.set(mark.by, mark);
    byEscort.set(mark.travellerId, own);
  }
  const disagreements: Disagreement[] = [];
  for (const [travellerId, own] of byEscort) {
    const latest = [...own.values()].sort((a, b) => (isLater(a, b) ? -1 : 1));
    if (latest.some((mark) => !sameMark(mark, latest[0]!))) disagreements.push({ travellerId, marks: latest });
  }
  return { marks, disagreements, closed };
}

/** The travellers of the roster without a mark that counts: while any is left, the checkpoint cannot close. */
export function unaccounted(roster: readonly string[], marks: ReadonlyMap<string, Mark>): string[] {
  return roster.filter((travellerId) => !marks.has(travellerId));
}

/** The close rule: refused, with who is left, while anyone is unaccounted for. */
export function closeCheck(
  roster: readonly string[],
  marks: ReadonlyMap<string, Mark>,
): { ok: true } | { ok: false; unaccounted: string[] } {
  const left = unaccounted(roster, marks);
  return left.length === 0 ? { ok: true } : { ok: false, unaccounted: left };
}

/** The travellers whose mark that counts is `missing`, with who reported them, where and when. */
export function missingOf(marks: ReadonlyMap<string, Mark>): Mark[] {
  return [...marks.values()].filter((mark) => mark.state === 'missing');
}

/** Counts by state, for the office's summary. */
export function stateCounts(marks: ReadonlyMap<string, Mark>): Record<MarkState, number> {
  const counts: Record<MarkState, number> = { present: 0, absent: 0, missing: 0 };
  for (const mark of marks.values()) counts[mark.state] += 1;
  return counts;
}
