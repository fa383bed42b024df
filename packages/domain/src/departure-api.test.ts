import { describe, expect, it } from 'vitest';
import { departureFormSchema, flightFormSchema, isArrivalAfterDeparture, isIataCode } from './departure-api.ts';
import { escortsNeeded, escortsShort } from './escorts.ts';

const flight = {
  direction: 'outbound',
  flightNumber: 'CY 332',
  date: '2027-04-01',
  from: 'LCA',
  to: 'CDG',
  departureTime: '06:35',
  arrivalTime: '09:20',
};

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('IATA codes', () => {
  it('are three capital letters', () => {
    expect(isIataCode('LCA')).toBe(true);
    expect(isIataCode('lca')).toBe(false);
    expect(isIataCode('LC')).toBe(false);
    expect(isIataCode('LCA1')).toBe(false);
    expect(messagesOf(flightFormSchema.safeParse({ ...flight, from: 'Lca' }))).toEqual({ from: 'validation.iata' });
  });
});

describe('flight times', () => {
  it('land after they leave on the same day', () => {
    expect(isArrivalAfterDeparture({ date: '2027-04-01', departureTime: '06:35', arrivalTime: '09:20' })).toBe(true);
    expect(isArrivalAfterDeparture({ date: '2027-04-01', departureTime: '06:35', arrivalTime: '06:35' })).toBe(false);
    expect(messagesOf(flightFormSchema.safeParse({ ...flight, arrivalTime: '05:00' }))).toEqual({
      arrivalTime: 'validation.flightArrival',
    });
  });

  it('may land the next day when the arrival day says so, never before the flight day', () => {
    const overnight = { ...flight, departureTime: '23:30', arrivalTime: '02:15', arrivalDate: '2027-04-02' };
    expect(flightFormSchema.parse(overnight).arrivalDate).toBe('2027-04-02');
    expect(flightFormSchema.parse({ ...flight, arrivalDate: '' }).arrivalDate).toBeUndefined();
    expect(messagesOf(flightFormSchema.safeParse({ ...overnight, arrivalDate: '2027-03-31' }))).toEqual({
      arrivalDate: 'validation.arrivalDate',
    });
  });

  it('refuse a malformed time, a flight number that is not one and the same airport twice', () => {
    expect(
      messagesOf(flightFormSchema.safeParse({ ...flight, departureTime: '6.35', flightNumber: 'to Paris', to: 'LCA' })),
    ).toMatchObject({ departureTime: 'validation.time', flightNumber: 'validation.flightNumber' });
    expect(messagesOf(flightFormSchema.safeParse({ ...flight, to: 'LCA' }))).toEqual({ to: 'validation.sameAirport' });
  });
});

describe('departure dates', () => {
  const departure = {
    label: { el: 'Α', en: 'A' },
    outboundDate: '2027-04-01',
    inboundDate: '2027-04-06',
    carrier: 'Cyprus Airways',
    hotel: 'Hôtel',
    flights: [flight],
    escorts: [],
    schoolIds: [],
  };

  it('puts the outbound flight on the outbound day and the inbound on the inbound day', () => {
    expect(departureFormSchema.safeParse(departure).success).toBe(true);
    const inbound = { ...flight, direction: 'inbound', from: 'CDG', to: 'LCA', date: '2027-04-01' };
    expect(messagesOf(departureFormSchema.safeParse({ ...departure, flights: [flight, inbound] }))).toEqual({
      'flights.1.date': 'validation.flightInboundDate',
    });
    expect(
      messagesOf(departureFormSchema.safeParse({ ...departure, flights: [{ ...flight, date: '2027-04-02' }] })),
    ).toEqual({ 'flights.0.date': 'validation.flightOutboundDate' });
  });

  it('returns no earlier than it leaves', () => {
    expect(messagesOf(departureFormSchema.safeParse({ ...departure, inboundDate: '2027-03-31', flights: [] }))).toEqual(
      { inboundDate: 'validation.inboundBeforeOutbound' },
    );
  });
});

describe('escorts', () => {
  it('are needed one per 15 travellers, and short when fewer are named', () => {
    expect(escortsNeeded(46)).toBe(4);
    const escorts = Array.from({ length: 3 }, () => ({ name: 'A', phone: '1' }));
    expect(escortsShort({ escortsNeeded: escortsNeeded(46), escorts })).toBe(1);
    expect(escortsShort({ escortsNeeded: escortsNeeded(45), escorts })).toBe(0);
  });
});
