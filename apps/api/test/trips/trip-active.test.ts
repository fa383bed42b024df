import { isRegistrationOpen, tripSchema } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();

describe('GET /api/trip/active', () => {
  it('returns the active trip, next year, with registrations open now', async () => {
    const response = await t.app.inject({ url: '/api/trip/active' });
    expect(response.statusCode).toBe(200);
    const trip = tripSchema.parse(response.json());
    expect(trip.active).toBe(true);
    expect(trip.name).toEqual({ el: 'Παρίσι', en: 'Paris' });
    expect(trip.year).toBe(new Date().getUTCFullYear() + 1);
    expect(isRegistrationOpen(trip, new Date())).toBe(true);
  });

  it('carries the public site in both languages and a payment plan that adds up to the price', async () => {
    const trip = tripSchema.parse((await t.app.inject({ url: '/api/trip/active' })).json());
    expect(trip.title.el).not.toBe('');
    expect(trip.title.en).not.toBe('');
    expect(trip.schedule.length).toBeGreaterThan(0);
    expect(trip.payments.map((instalment) => instalment.key)).toEqual(['deposit', 'balance']);
    expect(trip.payments.reduce((sum, instalment) => sum + instalment.amountCents, 0)).toBe(trip.totalPriceCents);
    expect(trip.startsOn <= trip.endsOn).toBe(true);
  });
});
