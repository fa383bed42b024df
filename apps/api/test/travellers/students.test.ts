import { describe, expect, it } from 'vitest';
import { demoStatusCounts } from '../../src/db/seed/demo-status.ts';
import { SEEDED_TRAVELLERS } from '../helpers/constants.ts';
import { itChecksTheTripId, itIsForAdminsOnly, seededTripIds } from '../helpers/trip-cases.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { fullRows, listRows } from '../helpers/traveller-lists.ts';

const t = setupTestApp();
const url = '/api/students';

describe('GET /api/students', () => {
  it("returns the trip's approved travellers, each with a personal code and what they paid", async () => {
    const { active } = await seededTripIds(t);
    const cookie = await t.signInAsAdmin();
    const students = await listRows(t, url, { trip_id: String(active) }, cookie);
    expect(students).toHaveLength(demoStatusCounts(SEEDED_TRAVELLERS.active, true).approved);
    const full = new Map((await fullRows(t, url, { trip_id: String(active) }, cookie)).map((row) => [row.id, row]));
    for (const student of students) {
      expect(student.status).toBe('approved');
      expect(student.tripId).toBe(active);
      expect(student.personalCode).toMatch(/^PAR\d{2}-\d{4}$/);
      const payments = full.get(student.id)!.payments;
      expect(student.paidCents).toBe(
        payments.filter((p) => p.status === 'approved').reduce((sum, p) => sum + p.amountCents, 0),
      );
    }
    expect(students.some((s) => s.paidCents > 0)).toBe(true);
  });

  it('sorts by last name, then first name', async () => {
    const { active } = await seededTripIds(t);
    const students = await listRows(t, url, { trip_id: String(active) }, await t.signInAsAdmin());
    const keys = students.map((s) => `${s.lastName} ${s.firstName}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('scopes to the trip asked for', async () => {
    const { past } = await seededTripIds(t);
    const students = await listRows(t, url, { trip_id: String(past) }, await t.signInAsAdmin());
    expect(students).toHaveLength(demoStatusCounts(SEEDED_TRAVELLERS.past, false).approved);
    expect(students.every((s) => s.tripId === past)).toBe(true);
  });

  itIsForAdminsOnly(t, url);
  itChecksTheTripId(t, url, () => t.signInAsAdmin());
});
