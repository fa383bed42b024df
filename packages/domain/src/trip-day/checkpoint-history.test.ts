import { describe, expect, it } from 'vitest';
import type { RecordedAction } from './actions.ts';
import { checkpointHistory, checkpointHistoryEntrySchema } from './checkpoint-history.ts';

const NIKOS = '11111111-1111-4111-8111-111111111111';
const MARIA = '22222222-2222-4222-8222-222222222222';
let sequence = 0;
const id = () => `00000000-0000-4000-8000-${String((sequence += 1)).padStart(12, '0')}`;

const who = (by: string) => ({ by, byName: by === 'eleni' ? 'Eleni K.' : 'Andreas P.' });
const at = (time: string) => `2099-04-10T${time}:00.000Z`;
const recordedAt = '2099-04-10T12:00:00.000Z';

function mark(
  travellerId: string,
  state: 'present' | 'absent' | 'missing',
  time: string,
  { by = 'eleni', checkpointKey = 'hotel', actionId = id() } = {},
): RecordedAction {
  const reason = state === 'absent' ? 'ill-in-room' : null;
  return {
    type: 'mark',
    actionId,
    at: at(time),
    checkpointKey,
    travellerId,
    state,
    reason,
    ...who(by),
    recordedAt,
  };
}
const undo = (undoes: string, time: string, by = 'eleni'): RecordedAction => ({
  type: 'undo',
  actionId: id(),
  at: at(time),
  undoes,
  ...who(by),
  recordedAt,
});
const close = (time: string, checkpointKey = 'hotel', by = 'eleni'): RecordedAction => ({
  type: 'close',
  actionId: id(),
  at: at(time),
  checkpointKey,
  ...who(by),
  recordedAt,
});

describe('the history of a checkpoint', () => {
  it("gives the marks, undos and closes of the checkpoint in the phones' time order, with who and when", () => {
    const present = mark(NIKOS, 'present', '09:00');
    const absent = mark(MARIA, 'absent', '09:01', { by: 'andreas' });
    const elsewhere = mark(NIKOS, 'missing', '09:02', { checkpointKey: 'day-1-outing-1' });
    const taken = undo(present.actionId, '09:03');
    const again = mark(NIKOS, 'present', '09:04', { by: 'andreas' });
    const closed = close('09:05');
    // Sent out of order: the phones came back online at different times.
    const history = checkpointHistory([closed, again, taken, absent, elsewhere, present], 'hotel');
    expect(history).toEqual([
      {
        kind: 'mark',
        actionId: present.actionId,
        travellerId: NIKOS,
        state: 'present',
        reason: null,
        by: 'eleni',
        byName: 'Eleni K.',
        at: at('09:00'),
        recordedAt,
        undone: true,
      },
      expect.objectContaining({ kind: 'mark', travellerId: MARIA, state: 'absent', reason: 'ill-in-room' }),
      {
        kind: 'undo',
        actionId: taken.actionId,
        undoes: present.actionId,
        travellerId: NIKOS,
        by: 'eleni',
        byName: 'Eleni K.',
        at: at('09:03'),
        recordedAt,
        undone: false,
      },
      expect.objectContaining({ kind: 'mark', travellerId: NIKOS, byName: 'Andreas P.', undone: false }),
      expect.objectContaining({ kind: 'close', travellerId: null, actionId: closed.actionId, undone: false }),
    ]);
    for (const entry of history) expect(checkpointHistoryEntrySchema.parse(entry)).toEqual(entry);
  });

  it('orders actions made at the same time by action id, as every reader does', () => {
    const second = mark(NIKOS, 'present', '09:00', { actionId: '00000000-0000-4000-8000-00000000ff02' });
    const first = mark(MARIA, 'present', '09:00', { actionId: '00000000-0000-4000-8000-00000000ff01' });
    expect(checkpointHistory([second, first], 'hotel').map((entry) => entry.actionId)).toEqual([
      first.actionId,
      second.actionId,
    ]);
  });

  it("leaves out other checkpoints' actions and the undos of them", () => {
    const elsewhere = mark(NIKOS, 'present', '09:00', { checkpointKey: 'day-1-outing-1' });
    const closedElsewhere = close('09:01', 'day-1-outing-1');
    const actions = [
      elsewhere,
      closedElsewhere,
      undo(elsewhere.actionId, '09:02'),
      undo(closedElsewhere.actionId, '09:03'),
    ];
    expect(checkpointHistory(actions, 'hotel')).toEqual([]);
    expect(checkpointHistory(actions, 'day-1-outing-1').map((entry) => entry.kind)).toEqual([
      'mark',
      'close',
      'undo',
      'undo',
    ]);
  });

  it('shows a reopened checkpoint: the close undone, then the undo', () => {
    const closed = close('10:00');
    const reopened = undo(closed.actionId, '10:05', 'andreas');
    expect(checkpointHistory([closed, reopened], 'hotel')).toEqual([
      expect.objectContaining({ kind: 'close', undone: true }),
      expect.objectContaining({ kind: 'undo', undoes: closed.actionId, travellerId: null, byName: 'Andreas P.' }),
    ]);
  });

  it("begins an added checkpoint's history with its adding, and gives its marks", () => {
    const added: RecordedAction = {
      type: 'add-checkpoint',
      actionId: id(),
      at: at('08:00'),
      title: 'Métro',
      date: '2099-04-11',
      time: '08:00',
      ...who('andreas'),
      recordedAt,
    };
    const key = `added-${added.actionId}`;
    const marked = mark(NIKOS, 'missing', '08:10', { checkpointKey: key });
    expect(checkpointHistory([marked, added, mark(MARIA, 'present', '08:11')], key)).toEqual([
      expect.objectContaining({ kind: 'add-checkpoint', title: 'Métro', travellerId: null, byName: 'Andreas P.' }),
      expect.objectContaining({ kind: 'mark', actionId: marked.actionId, state: 'missing' }),
    ]);
  });

  it('is empty for a checkpoint nobody has counted', () => {
    expect(checkpointHistory([mark(NIKOS, 'present', '09:00')], 'day-2-outing-1')).toEqual([]);
  });
});
