import { describe, expect, it } from 'vitest';
import { afterContact, departureView, emptyState, newAction, withAction } from './trip-day-state.ts';
import { testPack } from './test-pack.ts';

const [anna, maria, zeno] = testPack().travellers.map((traveller) => traveller.id) as [string, string, string];
const me = { id: 'escort-1', name: 'Eleni K.' };

describe('the trip day as the phone counts it', () => {
  it('counts marks made on the phone before they are sent, and names who is left', () => {
    let state = emptyState(me, [testPack()]);
    const gate = departureView(state, state.packs[0]!).checkpoints.find((one) => one.kind === 'gate')!;
    state = withAction(state, newAction.mark(7, gate.key, anna, 'present'));
    state = withAction(state, newAction.mark(7, gate.key, maria, 'absent', 'ill-in-room'));
    const counted = departureView(state, state.packs[0]!).checkpoints.find((one) => one.key === gate.key)!;
    expect(counted.counts).toEqual({ present: 1, absent: 1, missing: 0 });
    expect(counted.unaccounted).toEqual([zeno]);
    expect(state.queue).toHaveLength(2);
  });

  it('keeps what the server recorded or had already, drops the queue, and keeps a refusal to show', () => {
    let state = emptyState(me, [testPack()]);
    const key = departureView(state, state.packs[0]!).checkpoints[0]!.key;
    const present = newAction.mark(7, key, anna, 'present');
    const again = newAction.mark(7, key, maria, 'present');
    const close = newAction.close(7, key);
    state = [present, again, close].reduce(withAction, state);
    state = afterContact(
      state,
      7,
      state.queue,
      [
        { actionId: present.actionId, result: 'recorded' },
        { actionId: again.actionId, result: 'duplicate' },
        { actionId: close.actionId, result: 'refused', code: 'CHECKPOINT_UNACCOUNTED', unaccounted: [zeno] },
      ],
      null,
      '2027-03-18T06:00:00.000Z',
    );
    expect(state.queue).toEqual([]);
    expect(state.packs[0]!.actions.map((action) => action.actionId)).toEqual([present.actionId, again.actionId]);
    expect(state.refused).toEqual([expect.objectContaining({ code: 'CHECKPOINT_UNACCOUNTED', unaccounted: [zeno] })]);
  });

  it("takes another escort's count from the office: closed there, accounted there, missing there", () => {
    const state = emptyState(me, [testPack()]);
    const checkpoint = departureView(state, state.packs[0]!).checkpoints[0]!;
    const seen = afterContact(
      state,
      7,
      [],
      [],
      {
        departureId: 7,
        travellers: [],
        checkpoints: [
          {
            ...checkpoint,
            closed: { at: '2027-03-18T06:05:00.000Z', by: 'escort-2', byName: 'Andreas P.' },
            unaccounted: [zeno],
            counts: { present: 2, absent: 0, missing: 0 },
          },
        ],
        missing: [
          {
            travellerId: zeno,
            state: 'missing',
            reason: null,
            at: '2027-03-18T06:06:00.000Z',
            by: 'escort-2',
            byName: 'Andreas P.',
            actionId: '9d0c7f2e-3f63-4a42-9f4e-2f3e1c5b6a70',
            checkpointKey: checkpoint.key,
          },
        ],
      },
      '2027-03-18T06:07:00.000Z',
    );
    const view = departureView(seen, seen.packs[0]!);
    expect(view.checkpoints[0]!.closed?.byName).toBe('Andreas P.');
    expect(view.checkpoints[0]!.unaccounted).toEqual([zeno]);
    expect(view.missing.map((mark) => mark.travellerId)).toEqual([zeno]);
  });
});
