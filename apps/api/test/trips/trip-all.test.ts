import { tripSummarySchema } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();

describe('GET /api/trip/all', () => {
  it('lists every trip as id, name, year and active, newest year first', async () => {
    const response = await t.app.inject({ url: '/api/trip/all' });
    expect(response.statusCode).toBe(200);
    const trips = tripSummarySchema.array().parse(response.json());
    expect(trips).toHaveLength(2);
    expect(trips.map((trip) => trip.year)).toEqual([...trips.map((trip) => trip.year)].sort((a, b) => b - a));
    expect(trips.filter((trip) => trip.active)).toHaveLength(1);
    expect(Object.keys(response.json()[0]).sort()).toEqual(['active', 'id', 'name', 'year']);
  });

  it('is public and never cached', async () => {
    const response = await t.app.inject({ url: '/api/trip/all' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
