import { describe, expect, it } from 'vitest';
import type { Flight } from '../departure.ts';
import { addedCheckpointKey, departureCheckpoints } from './checkpoints.ts';

const flights: Flight[] = [
  {
    direction: 'outbound',
    flightNumber: 'A3 612',
    date: '2099-04-10',
    from: 'LCA',
    to: 'CDG',
    departureTime: '06:10',
    arrivalTime: '09:20',
  },
  {
    direction: 'inbound',
    flightNumber: 'A3 613',
    date: '2099-04-15',
    from: 'CDG',
    to: 'LCA',
    departureTime: '22:30',
    arrivalTime: '03:05',
    arrivalDate: '2099-04-16',
  },
];
const departure = { outboundDate: '2099-04-10', hotel: 'Hôtel du Nord', flights };
const schedule = [
  {
    day: 2,
    title: { el: 'Μέρα 2', en: 'Day 2' },
    activities: [{ activity: 'Louvre', en: 'The Louvre', el: 'Λούβρο' }],
  },
  { day: 1, title: { el: 'Μέρα 1', en: 'Day 1' }, activities: [] },
];

describe('departureCheckpoints', () => {
  it('makes check-in, gate and arrival of each flight, the hotel and each outing, in the order they come', () => {
    const checkpoints = departureCheckpoints(departure, schedule);
    expect(checkpoints.map((checkpoint) => [checkpoint.key, checkpoint.date, checkpoint.time])).toEqual([
      ['outbound-a3-612-2099-04-10-check-in', '2099-04-10', '06:10'],
      ['outbound-a3-612-2099-04-10-gate', '2099-04-10', '06:10'],
      ['outbound-a3-612-2099-04-10-arrival', '2099-04-10', '09:20'],
      ['hotel', '2099-04-10', null],
      ['day-2-outing-1', '2099-04-11', null],
      ['inbound-a3-613-2099-04-15-check-in', '2099-04-15', '22:30'],
      ['inbound-a3-613-2099-04-15-gate', '2099-04-15', '22:30'],
      ['inbound-a3-613-2099-04-15-arrival', '2099-04-16', '03:05'],
    ]);
    expect(checkpoints.find((checkpoint) => checkpoint.key === 'day-2-outing-1')!.title).toEqual({
      el: 'Λούβρο',
      en: 'The Louvre',
    });
  });

  it('keeps the same keys when made again, and places the ones an escort adds among them', () => {
    const added = {
      key: addedCheckpointKey('0b7a6c1e-8f3d-4a57-9d43-0d8f2b1c9e11'),
      kind: 'added' as const,
      title: { el: 'Μετρό', en: 'Metro' },
      date: '2099-04-11',
      time: '08:00',
    };
    const once = departureCheckpoints(departure, schedule, [added]).map((checkpoint) => checkpoint.key);
    expect(departureCheckpoints(departure, schedule, [added]).map((checkpoint) => checkpoint.key)).toEqual(once);
    expect(once.indexOf(added.key)).toBe(once.indexOf('day-2-outing-1') - 1);
  });

  it('has the hotel on the outbound date when there are no flights yet', () => {
    expect(departureCheckpoints({ ...departure, flights: [] }, [])).toEqual([
      expect.objectContaining({ key: 'hotel', date: '2099-04-10' }),
    ]);
  });
});
