import { travellerSchema } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { demoStatusCounts } from '../../../src/db/seed/demo-status.ts';
import { SEEDED_TRAVELLERS } from '../../helpers/constants.ts';
import { itChecksTheTripId, itIsForAdminsOnly, seededTripIds } from '../../helpers/trip-cases.ts';
import { setupTestApp } from '../../helpers/test-app.ts';

const t = setupTestApp();
const url = '/api/students';

describe('GET /api/students', () => {
  it("returns the trip's approved travellers, each with a personal code", async () => {
    const { active } = await seededTripIds(t);
    const response = await t.app.inject({
      url,
      query: { trip_id: String(active) },
      headers: { cookie: await t.signInAsAdmin() },
    });
    expect(response.statusCode).toBe(200);
    const students = travellerSchema.array().parse(response.json());
    expect(students).toHaveLength(demoStatusCounts(SEEDED_TRAVELLERS.active, true).approved);
    for (const student of students) {
      expect(student.status).toBe('approved');
      expect(student.tripId).toBe(active);
      expect(student.personalCode).toMatch(/^PAR\d{2}-\d{4}$/);
      expect(student.paidCents).toBe(
        student.payments.filter((p) => p.status === 'approved').reduce((sum, p) => sum + p.amountCents, 0),
      );
    }
  });

  it('sorts by last name, then first name', async () => {
    const { active } = await seededTripIds(t);
    const students = travellerSchema
      .array()
      .parse(
        (
          await t.app.inject({ url, query: { trip_id: String(active) }, headers: { cookie: await t.signInAsAdmin() } })
        ).json(),
      );
    const keys = students.map((s) => `${s.lastName} ${s.firstName}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('includes payments and documents, and some students have roommates', async () => {
    const { active } = await seededTripIds(t);
    const students = travellerSchema
      .array()
      .parse(
        (
          await t.app.inject({ url, query: { trip_id: String(active) }, headers: { cookie: await t.signInAsAdmin() } })
        ).json(),
      );
    expect(students.some((s) => s.payments.length > 0)).toBe(true);
    expect(students.every((s) => s.documents.some((d) => d.type === 'passport' || d.type === 'id_card'))).toBe(true);
    expect(students.some((s) => s.roommates.length === 2)).toBe(true);
  });

  it('puts the seeded roommates of one room in one roommate group of three', async () => {
    const { active } = await seededTripIds(t);
    const students = travellerSchema
      .array()
      .parse(
        (
          await t.app.inject({ url, query: { trip_id: String(active) }, headers: { cookie: await t.signInAsAdmin() } })
        ).json(),
      );
    const roomed = students.filter((s) => s.roommates.length === 2);
    expect(roomed.length).toBeGreaterThan(0);
    for (const student of roomed) {
      expect(student.roommateGroupId).not.toBeNull();
      expect(students.filter((s) => s.roommateGroupId === student.roommateGroupId)).toHaveLength(3);
    }
  });

  it('scopes to the trip asked for', async () => {
    const { past } = await seededTripIds(t);
    const students = travellerSchema
      .array()
      .parse(
        (
          await t.app.inject({ url, query: { trip_id: String(past) }, headers: { cookie: await t.signInAsAdmin() } })
        ).json(),
      );
    expect(students).toHaveLength(demoStatusCounts(SEEDED_TRAVELLERS.past, false).approved);
    expect(students.every((s) => s.tripId === past)).toBe(true);
  });

  itIsForAdminsOnly(t, url);
  itChecksTheTripId(t, url, () => t.signInAsAdmin());
});
