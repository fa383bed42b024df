import { describe, expect, it } from 'vitest';
import { drawDateText, drawWindowEnd, isDrawPending, isInDrawWindow, placeDrawState } from './place-draw.ts';

/** The draw's window and state (docs/product/places.md#fair-allocation). */
const trip = {
  fairAllocation: true,
  registrationOpensAt: '2027-03-20T08:00:00.000Z',
  allocationWindowDays: 7,
  drawSeed: null as string | null,
};
const at = (iso: string) => new Date(iso);

describe('the draw window', () => {
  it('ends the window’s days after registrations open, at the same time of day in Cyprus across summer time', () => {
    // 10:00 in Cyprus on 20 March; the clocks go forward on 29 March; still 10:00 on 27 March (winter time).
    expect(drawWindowEnd(trip).toISOString()).toBe('2027-03-27T08:00:00.000Z');
    expect(drawWindowEnd({ ...trip, allocationWindowDays: 14 }).toISOString()).toBe('2027-04-03T07:00:00.000Z');
  });

  it('holds registrations from the opening until the end; the draw is pending from the opening until it is made', () => {
    expect(isInDrawWindow(trip, at('2027-03-20T07:59:59Z'))).toBe(false);
    expect(isInDrawWindow(trip, at('2027-03-20T08:00:00Z'))).toBe(true);
    expect(isInDrawWindow(trip, at('2027-03-27T08:00:00Z'))).toBe(false);
    expect(isInDrawWindow({ ...trip, fairAllocation: false }, at('2027-03-21T00:00:00Z'))).toBe(false);
    expect(isDrawPending(trip, false, at('2027-04-10T00:00:00Z'))).toBe(true);
    expect(isDrawPending(trip, true, at('2027-04-10T00:00:00Z'))).toBe(false);
    expect(isDrawPending(trip, false, at('2027-03-19T00:00:00Z'))).toBe(false);
  });

  it('reads as staff see it: not open, open, waiting for its seed, due, drawn, off', () => {
    expect(placeDrawState(trip, null, at('2027-03-19T00:00:00Z'))).toBe('not-open');
    expect(placeDrawState(trip, null, at('2027-03-22T00:00:00Z'))).toBe('open');
    expect(placeDrawState(trip, null, at('2027-03-28T00:00:00Z'))).toBe('waiting-for-seed');
    expect(placeDrawState({ ...trip, drawSeed: 'x' }, null, at('2027-03-28T00:00:00Z'))).toBe('due');
    expect(placeDrawState(trip, { at: at('2027-03-28T00:00:00Z') }, at('2027-03-29T00:00:00Z'))).toBe('drawn');
    expect(placeDrawState({ ...trip, fairAllocation: false }, null, at('2027-03-22T00:00:00Z'))).toBe('off');
  });

  it('gives the draw’s date and time on Cyprus’s clock in either language', () => {
    expect(drawDateText('2027-03-27T08:00:00.000Z', 'en')).toEqual({ date: '27 March 2027', time: '10:00' });
    expect(drawDateText('2027-03-27T08:00:00.000Z', 'el').date).toBe('27 Μαρτίου 2027');
  });
});
