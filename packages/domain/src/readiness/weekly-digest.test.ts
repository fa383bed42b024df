import { describe, expect, it } from 'vitest';
import type { Checklist, ChecklistItem } from './checklist.ts';
import { digestWeek, familyDigest, isDigestTime } from './weekly-digest.ts';

const item = (kind: ChecklistItem['kind'], state: ChecklistItem['state'], dueDate: string | null = null) => ({
  kind,
  state,
  dueDate,
  instalment: null,
  amountCents: null,
  problem: null,
});

const checklist = (travellerId: string, items: ChecklistItem[]): Checklist => ({
  travellerId,
  ready: items.every((entry) => entry.state === 'done'),
  items,
});

describe('what goes in a family’s digest', () => {
  it('keeps each child’s items to do or overdue, in order, and leaves out children with nothing to do', () => {
    const maria = checklist('maria', [
      item('approved', 'done'),
      item('instalment', 'overdue', '2027-01-15'),
      item('consent', 'waiting'),
      item('id-document', 'todo', '2027-03-20'),
      item('health', 'done'),
    ]);
    const nikos = checklist('nikos', [item('approved', 'done'), item('consent', 'waiting'), item('health', 'done')]);
    const digest = familyDigest([
      { child: 'Maria', checklist: maria },
      { child: 'Nikos', checklist: nikos },
    ]);
    expect(digest).toEqual([
      {
        child: 'Maria',
        items: [item('instalment', 'overdue', '2027-01-15'), item('id-document', 'todo', '2027-03-20')],
      },
    ]);
  });

  it('is empty when nothing is left for the family: items done, waiting for the office or not open yet', () => {
    const pending = checklist('eleni', [
      item('approved', 'waiting'),
      item('instalment', 'not-yet'),
      item('consent', 'not-yet'),
      item('health', 'not-yet'),
    ]);
    expect(familyDigest([{ child: 'Eleni', checklist: pending }])).toEqual([]);
    expect(familyDigest([])).toEqual([]);
  });
});

describe('the digest’s week and hour, in Cyprus time', () => {
  it('names the ISO week of the Cyprus day', () => {
    expect(digestWeek(new Date('2027-01-04T09:00:00+02:00'))).toBe('2027-W01');
    // Sunday 23:30 in Cyprus is still the week before, though it is Monday in no time zone yet.
    expect(digestWeek(new Date('2027-01-10T23:30:00+02:00'))).toBe('2027-W01');
    // Monday 00:30 in Cyprus is Sunday evening in UTC: the new week already.
    expect(digestWeek(new Date('2027-01-10T22:30:00Z'))).toBe('2027-W02');
    // 1 January 2027 is a Friday: it belongs to the last week of 2026.
    expect(digestWeek(new Date('2027-01-01T12:00:00+02:00'))).toBe('2026-W53');
    expect(digestWeek(new Date('2026-12-31T12:00:00+02:00'))).toBe('2026-W53');
    expect(digestWeek(new Date('2025-12-29T12:00:00+02:00'))).toBe('2026-W01');
  });

  it('goes on Monday from 09:00 Cyprus time until the day ends, in winter and summer time', () => {
    expect(isDigestTime(new Date('2027-01-04T08:59:00+02:00'))).toBe(false);
    expect(isDigestTime(new Date('2027-01-04T09:00:00+02:00'))).toBe(true);
    expect(isDigestTime(new Date('2027-01-04T23:59:00+02:00'))).toBe(true);
    expect(isDigestTime(new Date('2027-01-05T09:00:00+02:00'))).toBe(false);
    expect(isDigestTime(new Date('2027-01-03T12:00:00+02:00'))).toBe(false);
    expect(isDigestTime(new Date('2027-06-07T06:00:00Z'))).toBe(true);
    expect(isDigestTime(new Date('2027-06-07T05:59:00Z'))).toBe(false);
  });
});
