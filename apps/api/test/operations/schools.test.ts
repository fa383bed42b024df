import { DISTRICTS, schoolSchema } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { itChecksTheTripId, itIsForAdminsOnly, seededTripIds } from '../helpers/trip-cases.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { listRows } from '../helpers/traveller-lists.ts';

const t = setupTestApp();
const url = '/api/schools';
const collator = new Intl.Collator('el', { sensitivity: 'base', numeric: true });

describe('GET /api/schools', () => {
  it("returns the trip's eight schools across the five districts, each with its own code", async () => {
    const { active } = await seededTripIds(t);
    const response = await t.app.inject({
      url,
      query: { trip_id: String(active) },
      headers: { cookie: await t.signInAsAdmin() },
    });
    expect(response.statusCode).toBe(200);
    const schools = schoolSchema.array().parse(response.json());
    expect(schools).toHaveLength(8);
    expect(new Set(schools.map((s) => s.district))).toEqual(new Set(DISTRICTS));
    expect(new Set(schools.map((s) => s.registrationCode)).size).toBe(8);
    expect(schools.every((s) => s.tripId === active && s.departureId !== null)).toBe(true);
  });

  it('sorts by name', async () => {
    const { active } = await seededTripIds(t);
    const schools = schoolSchema
      .array()
      .parse(
        (
          await t.app.inject({ url, query: { trip_id: String(active) }, headers: { cookie: await t.signInAsAdmin() } })
        ).json(),
      );
    const names = schools.map((s) => s.name);
    expect(names).toEqual([...names].sort(collator.compare));
  });

  it("counts each school's approved travellers", async () => {
    const { active } = await seededTripIds(t);
    const cookie = await t.signInAsAdmin();
    const schools = schoolSchema
      .array()
      .parse((await t.app.inject({ url, query: { trip_id: String(active) }, headers: { cookie } })).json());
    const students = await listRows(t, '/api/students', { trip_id: String(active) }, cookie);
    for (const school of schools) {
      expect(school.travellerCount).toBe(students.filter((s) => s.schoolId === school.id).length);
    }
  });

  itIsForAdminsOnly(t, url);
  itChecksTheTripId(t, url, () => t.signInAsAdmin());
});
