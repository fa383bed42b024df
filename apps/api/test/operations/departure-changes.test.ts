import { departureSchema, publicDepartureSchema, type Departure } from '@voyage/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, departures, schools } from '../../src/db/schema/index.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { seededTripIds } from '../helpers/trip-cases.ts';

const t = setupTestApp();
const made: number[] = [];
afterAll(async () => {
  if (made.length > 0) await t.db.delete(departures).where(inArray(departures.id, made));
});

const flight = (direction: 'outbound' | 'inbound', overrides: object = {}) => ({
  direction,
  flightNumber: direction === 'outbound' ? 'cy 332' : 'CY 333',
  date: direction === 'outbound' ? '2027-04-01' : '2027-04-06',
  from: direction === 'outbound' ? 'LCA' : 'CDG',
  to: direction === 'outbound' ? 'CDG' : 'LCA',
  departureTime: direction === 'outbound' ? '06:35' : '17:10',
  arrivalTime: direction === 'outbound' ? '09:20' : '21:45',
  ...overrides,
});

const FORM = {
  label: { el: 'Αναχώρηση Δ', en: 'Departure D' },
  outboundDate: '2027-04-01',
  inboundDate: '2027-04-06',
  carrier: 'Cyprus Airways',
  hotel: 'Hôtel du Test',
  flights: [flight('outbound'), flight('inbound')],
  escorts: [{ name: 'Andreas Pavlou', phone: '+357 99 111222' }],
  schoolIds: [] as number[],
};

async function call(method: 'POST' | 'PATCH', url: string, payload: object) {
  const cookie = await t.signInAsAdmin();
  return t.app.inject({ method, url, payload, headers: t.unsafeHeaders(cookie) });
}

async function createDeparture(form: object = FORM): Promise<Departure> {
  const { active } = await seededTripIds(t);
  const response = await call('POST', `/api/admin/departures?trip_id=${active}`, form);
  expect(response.statusCode, response.body).toBe(201);
  const departure = departureSchema.parse(response.json());
  made.push(departure.id);
  return departure;
}

describe('POST /api/admin/departures', () => {
  it('creates a departure with its flights, escorts and schools, audited', async () => {
    const { active } = await seededTripIds(t);
    const [school] = await t.db.select({ id: schools.id }).from(schools).where(eq(schools.tripId, active)).limit(1);
    const departure = await createDeparture({ ...FORM, schoolIds: [school!.id] });
    expect(departure).toMatchObject({
      label: FORM.label,
      carrier: 'Cyprus Airways',
      escorts: FORM.escorts,
      schools: [{ id: school!.id }],
    });
    expect(departure.flights[0]).toMatchObject({ flightNumber: 'CY 332', from: 'LCA', to: 'CDG' });
    expect(departure.escortsNeeded).toBeGreaterThanOrEqual(0);
    const [row] = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'departure'), eq(auditLog.entityId, String(departure.id))));
    expect(row!.action).toBe('departure.created');
  });

  it('refuses bad flights with each error on its field', async () => {
    const { active } = await seededTripIds(t);
    const response = await call('POST', `/api/admin/departures?trip_id=${active}`, {
      ...FORM,
      inboundDate: '2027-03-30',
      flights: [
        flight('outbound', { from: 'lca', to: 'PARIS', date: '2027-04-02' }),
        flight('inbound', { date: '2027-03-30', departureTime: '17:10', arrivalTime: '16:00' }),
      ],
      escorts: [{ name: '', phone: '12' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        inboundDate: ['validation.inboundBeforeOutbound'],
        'flights.0.from': ['validation.iata'],
        'flights.0.to': ['validation.iata'],
        'flights.0.date': ['validation.flightOutboundDate'],
        'flights.1.arrivalTime': ['validation.flightArrival'],
        'escorts.0.name': ['validation.required'],
        'escorts.0.phone': ['validation.phone'],
      },
    });
  });

  it('takes a flight that lands the next day when its arrival day is given', async () => {
    const departure = await createDeparture({
      ...FORM,
      flights: [flight('outbound', { departureTime: '23:30', arrivalTime: '02:15', arrivalDate: '2027-04-02' })],
    });
    expect(departure.flights[0]).toMatchObject({ arrivalDate: '2027-04-02', arrivalTime: '02:15' });
  });

  it('refuses a school of another trip', async () => {
    const { active, past } = await seededTripIds(t);
    const [other] = await t.db.select({ id: schools.id }).from(schools).where(eq(schools.tripId, past)).limit(1);
    const response = await call('POST', `/api/admin/departures?trip_id=${active}`, { ...FORM, schoolIds: [other!.id] });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ 'schoolIds.0': ['validation.invalid'] });
  });
});

describe('PATCH /api/admin/departures/:id', () => {
  it('changes the flights and escorts; the public departures show it at once, uncached', async () => {
    const { active } = await seededTripIds(t);
    const departure = await createDeparture();
    const publicRead = () => t.app.inject({ url: `/api/public/departures?trip_id=${active}` });
    expect((await publicRead()).headers['cache-control']).toContain('no-store');

    const response = await call('PATCH', `/api/admin/departures/${departure.id}`, {
      ...FORM,
      hotel: 'Hôtel Nouveau',
      flights: [flight('outbound', { flightNumber: 'A3 610' }), flight('inbound')],
      escorts: [...FORM.escorts, { name: 'Eleni Markou', phone: '99 333444' }],
      expectedUpdatedAt: departure.updatedAt,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(departureSchema.parse(response.json()).escorts).toHaveLength(2);

    const shown = publicDepartureSchema
      .array()
      .parse((await publicRead()).json())
      .find((row) => row.id === departure.id);
    expect(shown).toMatchObject({ hotel: 'Hôtel Nouveau' });
    expect(shown!.flights[0]!.flightNumber).toBe('A3 610');

    const [row] = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'departure.changed'), eq(auditLog.entityId, String(departure.id))));
    expect(row!.details).toEqual({ fields: ['hotel', 'flights', 'escorts'] });
  });

  it('saving the same values again changes nothing and writes no audit row', async () => {
    const departure = await createDeparture();
    const response = await call('PATCH', `/api/admin/departures/${departure.id}`, {
      ...FORM,
      expectedUpdatedAt: departure.updatedAt,
    });
    expect(response.statusCode).toBe(200);
    expect(departureSchema.parse(response.json()).updatedAt).toBe(departure.updatedAt);
  });

  it('moves schools between departures and leaves the others', async () => {
    const { active } = await seededTripIds(t);
    const [a, b] = await t.db.select({ id: schools.id }).from(schools).where(eq(schools.tripId, active)).limit(2);
    const departure = await createDeparture({ ...FORM, schoolIds: [a!.id] });
    const response = await call('PATCH', `/api/admin/departures/${departure.id}`, {
      ...FORM,
      schoolIds: [b!.id],
      expectedUpdatedAt: departure.updatedAt,
    });
    expect(departureSchema.parse(response.json()).schools.map((s) => s.id)).toEqual([b!.id]);
    const [left] = await t.db.select({ departureId: schools.departureId }).from(schools).where(eq(schools.id, a!.id));
    expect(left!.departureId).toBeNull();
  });

  it('refuses a stale copy with 409 CONFLICT', async () => {
    const departure = await createDeparture();
    await call('PATCH', `/api/admin/departures/${departure.id}`, { ...FORM, hotel: 'First' });
    const stale = await call('PATCH', `/api/admin/departures/${departure.id}`, {
      ...FORM,
      hotel: 'Second',
      expectedUpdatedAt: departure.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFLICT');
  });

  it('answers 404 for a departure that does not exist', async () => {
    expect((await call('PATCH', '/api/admin/departures/999999', FORM)).statusCode).toBe(404);
  });
});
