import { describe, expect, it } from 'vitest';
import { paymentPicture } from '../payment-plan.ts';
import { travellerChecklist, type ChecklistInput } from './checklist.ts';
import { readinessBoard } from './readiness-board.ts';

const plan = [
  { key: 'deposit', label: { el: 'Προκαταβολή', en: 'Deposit' }, amountCents: 30000, dueDate: '2027-01-15' },
  { key: 'balance', label: { el: 'Υπόλοιπο', en: 'Balance' }, amountCents: 50000, dueDate: '2027-03-01' },
];
const trip = { startsOn: '2027-04-10', endsOn: '2027-04-17', healthFreezeDays: 14 };

function input(overrides: Partial<ChecklistInput> = {}, paid = 0, today = '2027-01-10'): ChecklistInput {
  return {
    today,
    status: 'approved',
    nationality: 'CY',
    trip,
    consentDeadline: '2027-02-01',
    instalments: paymentPicture(plan, paid ? [{ amountCents: paid, status: 'approved' }] : [], today).instalments,
    documents: [],
    idDocument: { type: 'id_card', expiresOn: '2030-01-01' },
    healthComplete: false,
    ...overrides,
  };
}

const state = (list: ReturnType<typeof travellerChecklist>, kind: string, index = 0) =>
  list.items.filter((entry) => entry.kind === kind)[index];

describe('one checklist per child', () => {
  it('opens the paperwork only at approval', () => {
    const list = travellerChecklist('t', input({ status: 'pending', consentDeadline: null }));
    expect(state(list, 'approved')?.state).toBe('waiting');
    expect(state(list, 'consent')?.state).toBe('not-yet');
    expect(state(list, 'travel-authorisation')?.state).toBe('not-yet');
    expect(state(list, 'health')?.state).toBe('not-yet');
    expect(state(list, 'instalment')?.state).toBe('not-yet');
    expect(list.ready).toBe(false);
  });

  it('gives each instalment its due day and turns it overdue the day after', () => {
    expect(state(travellerChecklist('t', input({}, 0, '2027-01-15')), 'instalment')).toMatchObject({
      state: 'todo',
      dueDate: '2027-01-15',
      instalment: 1,
      amountCents: 30000,
    });
    expect(state(travellerChecklist('t', input({}, 0, '2027-01-16')), 'instalment')?.state).toBe('overdue');
    const paidFirst = travellerChecklist('t', input({}, 30000, '2027-01-16'));
    expect(state(paidFirst, 'instalment')).toMatchObject({ state: 'done', dueDate: null });
    expect(state(paidFirst, 'instalment', 1)?.state).toBe('todo');
  });

  it('shows a receipt waiting for the office as waiting, not done', () => {
    const instalments = paymentPicture(plan, [{ amountCents: 30000, status: 'pending' }], '2027-01-10').instalments;
    expect(state(travellerChecklist('t', input({ instalments })), 'instalment')?.state).toBe('waiting');
  });

  it('keeps the consent to do until its deadline, overdue after it, done once accepted', () => {
    expect(state(travellerChecklist('t', input({}, 0, '2027-02-01')), 'consent')).toMatchObject({
      state: 'todo',
      dueDate: '2027-02-01',
    });
    expect(state(travellerChecklist('t', input({}, 0, '2027-02-02')), 'consent')?.state).toBe('overdue');
    const accepted = [{ type: 'consent' as const, status: 'approved' as const, uploadedAt: '2027-01-05T10:00:00Z' }];
    expect(state(travellerChecklist('t', input({ documents: accepted })), 'consent')?.state).toBe('done');
  });

  it('asks for the identity document’s details, then its upload, then the office’s acceptance', () => {
    expect(state(travellerChecklist('t', input({ idDocument: null })), 'id-document')).toMatchObject({
      state: 'todo',
      problem: 'details-missing',
      dueDate: '2027-03-27',
    });
    expect(state(travellerChecklist('t', input()), 'id-document')?.problem).toBe('upload-missing');
    const upload = { type: 'id_card' as const, uploadedAt: '2027-01-05T10:00:00Z' };
    const waiting = input({ documents: [{ ...upload, status: 'pending' }] });
    expect(state(travellerChecklist('t', waiting), 'id-document')?.state).toBe('waiting');
    const accepted = input({ documents: [{ ...upload, status: 'approved' }] });
    expect(state(travellerChecklist('t', accepted), 'id-document')?.state).toBe('done');
  });

  it('asks for the travel authorisation letter by the freeze day, waiting while the office checks it', () => {
    expect(state(travellerChecklist('t', input({}, 0, '2027-03-27')), 'travel-authorisation')).toMatchObject({
      state: 'todo',
      dueDate: '2027-03-27',
      problem: null,
    });
    expect(state(travellerChecklist('t', input({}, 0, '2027-03-28')), 'travel-authorisation')?.state).toBe('overdue');
    const letter = (status: 'pending' | 'approved' | 'rejected', uploadedAt = '2027-01-05T10:00:00Z') => ({
      type: 'travel_authorisation' as const,
      status,
      uploadedAt,
    });
    const waiting = input({ documents: [letter('rejected'), letter('pending', '2027-01-06T10:00:00Z')] });
    expect(state(travellerChecklist('t', waiting), 'travel-authorisation')?.state).toBe('waiting');
    const rejected = input({ documents: [letter('rejected')] });
    expect(state(travellerChecklist('t', rejected), 'travel-authorisation')?.state).toBe('todo');
    const accepted = travellerChecklist('t', input({ documents: [letter('approved')] }));
    expect(state(accepted, 'travel-authorisation')).toMatchObject({ state: 'done', dueDate: null });
    // The consent form is another paper: an accepted letter does not stand for it, nor the other way round.
    expect(state(accepted, 'consent')?.state).toBe('todo');
    const consent = input({ documents: [{ ...letter('approved'), type: 'consent' as const }] });
    expect(state(travellerChecklist('t', consent), 'travel-authorisation')?.state).toBe('todo');
  });

  it('lists the items in the order the family does them', () => {
    expect(travellerChecklist('t', input()).items.map((entry) => entry.kind)).toEqual([
      'approved',
      'instalment',
      'instalment',
      'consent',
      'id-document',
      'travel-authorisation',
      'health',
    ]);
  });

  it('does not count an accepted ID card for a child who needs a passport', () => {
    const documents = [{ type: 'id_card' as const, status: 'approved' as const, uploadedAt: '2027-01-05T10:00:00Z' }];
    const list = travellerChecklist('t', input({ nationality: 'GB', documents }));
    expect(state(list, 'id-document')).toMatchObject({ state: 'todo', problem: 'passport-needed' });
  });

  it('keeps the health record due by the freeze day, overdue from the day after', () => {
    expect(state(travellerChecklist('t', input({}, 0, '2027-03-27')), 'health')).toMatchObject({
      state: 'todo',
      dueDate: '2027-03-27',
    });
    expect(state(travellerChecklist('t', input({}, 0, '2027-03-28')), 'health')?.state).toBe('overdue');
    expect(state(travellerChecklist('t', input({ healthComplete: true })), 'health')?.state).toBe('done');
  });

  it('is ready when every item is done', () => {
    const uploaded = '2027-01-05T10:00:00Z';
    const documents = [
      { type: 'consent' as const, status: 'approved' as const, uploadedAt: uploaded },
      { type: 'id_card' as const, status: 'approved' as const, uploadedAt: uploaded },
    ];
    const withoutLetter = travellerChecklist('t', input({ documents, healthComplete: true }, 80000));
    expect(withoutLetter.ready).toBe(false);
    const letter = { type: 'travel_authorisation' as const, status: 'approved' as const, uploadedAt: uploaded };
    const list = travellerChecklist('t', input({ documents: [...documents, letter], healthComplete: true }, 80000));
    expect(list.ready).toBe(true);
  });
});

describe('the readiness board', () => {
  it('counts who is missing each item and filters by one', () => {
    const names = { firstName: 'A', lastName: 'B', schoolName: 'S' };
    const open = { ...travellerChecklist('open', input({}, 0, '2027-02-02')), ...names };
    const paid = { ...travellerChecklist('paid', input({ healthComplete: true }, 80000)), ...names };
    const board = readinessBoard(4, [open, paid], 'health');
    expect(board.total).toBe(2);
    expect(board.missingCounts).toMatchObject({
      approved: 0,
      instalment: 1,
      consent: 2,
      'travel-authorisation': 2,
      health: 1,
    });
    expect(board.travellers.map((row) => row.travellerId)).toEqual(['open']);
    expect(board.travellers[0]?.overdue).toEqual(['instalment', 'consent']);
  });
});
