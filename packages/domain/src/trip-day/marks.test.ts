import { describe, expect, it } from 'vitest';
import { tripDayActionSchema, tripDayBatchSchema, type RecordedAction } from './actions.ts';
import { closeCheck, headcount } from './marks.ts';
import { checkpointStates, stillMissing } from './trip-day-state.ts';

const NIKOS = '11111111-1111-4111-8111-111111111111';
const ANNA = '22222222-2222-4222-8222-222222222222';
const ROSTER = [NIKOS, ANNA];
let sequence = 0;
const id = () => `00000000-0000-4000-8000-${String((sequence += 1)).padStart(12, '0')}`;

function mark(
  travellerId: string,
  state: 'present' | 'absent' | 'missing',
  at: string,
  by = 'escort-a',
  reason: 'ill-in-room' | null = state === 'absent' ? 'ill-in-room' : null,
): RecordedAction {
  const action = tripDayActionSchema.parse({
    type: 'mark',
    actionId: id(),
    at: `2099-04-10T${at}:00.000Z`,
    checkpointKey: 'hotel',
    travellerId,
    state,
    reason,
  });
  return { ...action, by, byName: by, recordedAt: '2099-04-10T12:00:00.000Z' };
}
const undo = (undoes: string, at: string): RecordedAction => ({
  type: 'undo',
  actionId: id(),
  at: `2099-04-10T${at}:00.000Z`,
  undoes,
  by: 'escort-a',
  byName: 'escort-a',
  recordedAt: '2099-04-10T12:00:00.000Z',
});

describe('the close rule', () => {
  it('refuses to close while anyone is unaccounted for, and names them', () => {
    const count = headcount([mark(NIKOS, 'present', '09:00')], 'hotel');
    expect(closeCheck(ROSTER, count.marks)).toEqual({ ok: false, unaccounted: [ANNA] });
  });

  it('closes once each is present, absent with a reason, or reported missing', () => {
    expect(
      closeCheck(ROSTER, headcount([mark(NIKOS, 'absent', '09:00'), mark(ANNA, 'missing', '09:01')], 'hotel').marks),
    ).toEqual({ ok: true });
  });

  it('counts an undone mark as no mark', () => {
    const present = mark(ANNA, 'present', '09:01');
    const count = headcount([mark(NIKOS, 'present', '09:00'), present, undo(present.actionId, '09:02')], 'hotel');
    expect(closeCheck(ROSTER, count.marks)).toEqual({ ok: false, unaccounted: [ANNA] });
  });

  it('accepts an absence only with a reason, and a reason only with an absence', () => {
    const base = {
      type: 'mark',
      actionId: id(),
      at: '2099-04-10T09:00:00.000Z',
      checkpointKey: 'hotel',
      travellerId: NIKOS,
    };
    expect(tripDayActionSchema.safeParse({ ...base, state: 'absent' }).success).toBe(false);
    expect(tripDayActionSchema.safeParse({ ...base, state: 'present', reason: 'ill-in-room' }).success).toBe(false);
    expect(tripDayActionSchema.safeParse({ ...base, state: 'absent', reason: 'collected-by-guardian' }).success).toBe(
      true,
    );
    expect(tripDayBatchSchema.safeParse({ actions: [] }).success).toBe(false);
  });
});

describe('two escorts counting the same checkpoint', () => {
  it('merge traveller by traveller: the latest mark wins and a disagreement is shown', () => {
    const count = headcount(
      [
        mark(NIKOS, 'present', '09:00', 'escort-a'),
        mark(ANNA, 'absent', '09:05', 'escort-a'),
        mark(ANNA, 'present', '09:03', 'escort-b'),
        mark(NIKOS, 'present', '09:02', 'escort-b'),
      ],
      'hotel',
    );
    expect(count.marks.get(NIKOS)).toMatchObject({ state: 'present', by: 'escort-b' });
    expect(count.marks.get(ANNA)).toMatchObject({ state: 'absent', by: 'escort-a' });
    expect(count.disagreements).toEqual([
      {
        travellerId: ANNA,
        marks: [
          expect.objectContaining({ by: 'escort-a', state: 'absent' }),
          expect.objectContaining({ by: 'escort-b', state: 'present' }),
        ],
      },
    ]);
  });

  it('gives the same answer whatever order the actions arrived in', () => {
    const actions = [mark(NIKOS, 'present', '09:00', 'escort-a'), mark(NIKOS, 'missing', '09:00', 'escort-b')];
    const one = headcount(actions, 'hotel');
    const other = headcount([...actions].reverse(), 'hotel');
    expect(other.marks.get(NIKOS)).toEqual(one.marks.get(NIKOS));
    expect(other.disagreements).toEqual(one.disagreements);
  });

  it('no longer disagree once one takes their mark back', () => {
    const wrong = mark(NIKOS, 'missing', '09:01', 'escort-b');
    const count = headcount([mark(NIKOS, 'present', '09:00'), wrong, undo(wrong.actionId, '09:02')], 'hotel');
    expect(count.marks.get(NIKOS)).toMatchObject({ state: 'present' });
    expect(count.disagreements).toEqual([]);
  });
});

describe('the office view', () => {
  it('shows each checkpoint open or closed with who is unaccounted for, and who is still missing', () => {
    const close: RecordedAction = {
      type: 'close',
      actionId: id(),
      at: '2099-04-10T09:10:00.000Z',
      checkpointKey: 'hotel',
      by: 'escort-a',
      byName: 'A',
      recordedAt: '2099-04-10T12:00:00.000Z',
    };
    const actions = [mark(NIKOS, 'present', '09:00'), mark(ANNA, 'missing', '09:01'), close];
    const [hotel] = checkpointStates(
      [{ key: 'hotel', kind: 'hotel', title: { el: 'Ξ', en: 'H' }, date: '2099-04-10', time: null }],
      ROSTER,
      actions,
    );
    expect(hotel).toMatchObject({
      closed: { by: 'escort-a' },
      counts: { present: 1, absent: 0, missing: 1 },
      unaccounted: [],
    });
    expect(stillMissing(actions).map((missing) => missing.travellerId)).toEqual([ANNA]);
    expect(stillMissing([...actions, mark(ANNA, 'present', '09:30')])).toEqual([]);
  });
});
