import { PGlite } from '@electric-sql/pglite';
import {
  addDays,
  escortsNeeded,
  isRegistrationCode,
  roommateGroup,
  tripDate,
  unmatchedRoommateNames,
} from '@voyage/domain';
import { and, count, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pgliteHandle } from '../../src/db/open-database.ts';
import { departures, documents, payments, schools, travellers, trips, user } from '../../src/db/schema/index.ts';
import { demoStatusCounts } from '../../src/db/seed/demo-status.ts';
import { seedDemo } from '../../src/db/seed/seed-demo.ts';
import { SEEDED_TRAVELLERS, TEST_ADMIN } from '../helpers/constants.ts';
import { seededTripIds } from '../helpers/trip-cases.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();

async function countWhere(table: typeof travellers | typeof schools | typeof departures, tripId: number) {
  const [row] = await t.db.select({ n: count() }).from(table).where(eq(table.tripId, tripId));
  return row?.n ?? 0;
}

describe('seedDemo', () => {
  it('creates one active trip next year and one past trip', async () => {
    const rows = await t.db.select().from(trips);
    expect(rows).toHaveLength(2);
    const active = rows.filter((trip) => trip.active);
    expect(active).toHaveLength(1);
    expect(active[0]!.year).toBe(new Date().getUTCFullYear() + 1);
    expect(rows.find((trip) => !trip.active)!.year).toBeLessThan(active[0]!.year);
  });

  it('gives each trip 3 departures and 8 schools with distinct typable codes', async () => {
    const ids = await seededTripIds(t);
    for (const tripId of [ids.active, ids.past]) {
      expect(await countWhere(departures, tripId)).toBe(3);
      const codes = (
        await t.db.select({ code: schools.registrationCode }).from(schools).where(eq(schools.tripId, tripId))
      ).map((r) => r.code);
      expect(codes).toHaveLength(8);
      expect(codes.every(isRegistrationCode)).toBe(true);
      expect(new Set(codes).size).toBe(8);
    }
  });

  it('seeds about 60 registrations for the active trip and 20 for the past one, in the planned states', async () => {
    const ids = await seededTripIds(t);
    for (const [tripId, total, isActive] of [
      [ids.active, SEEDED_TRAVELLERS.active, true],
      [ids.past, SEEDED_TRAVELLERS.past, false],
    ] as const) {
      expect(await countWhere(travellers, tripId)).toBe(total);
      const byStatus = await t.db
        .select({ status: travellers.status, n: count() })
        .from(travellers)
        .where(eq(travellers.tripId, tripId))
        .groupBy(travellers.status);
      const expected = Object.entries(demoStatusCounts(total, isActive)).filter(([, n]) => n > 0);
      expect(Object.fromEntries(byStatus.map((row) => [row.status, row.n]))).toEqual(Object.fromEntries(expected));
    }
  });

  it('gives approved travellers unique personal codes and the others none', async () => {
    const rows = await t.db.select({ status: travellers.status, code: travellers.personalCode }).from(travellers);
    const codes = rows.filter((row) => row.status === 'approved').map((row) => row.code);
    expect(codes.every((code) => /^PAR\d{2}-\d{4}$/.test(code ?? ''))).toBe(true);
    expect(rows.filter((row) => row.status !== 'approved').every((row) => row.code === null)).toBe(true);
  });

  it('adds payments pending review and approved, and identity and consent documents', async () => {
    const { active } = await seededTripIds(t);
    const paymentStates = await t.db
      .select({ status: payments.status, n: count() })
      .from(payments)
      .innerJoin(travellers, eq(travellers.id, payments.travellerId))
      .where(eq(travellers.tripId, active))
      .groupBy(payments.status);
    expect(paymentStates.map((row) => row.status).sort()).toEqual(['approved', 'pending']);
    const documentTypes = await t.db
      .selectDistinct({ type: documents.type })
      .from(documents)
      .innerJoin(travellers, eq(travellers.id, documents.travellerId))
      .where(and(eq(travellers.tripId, active), ne(travellers.status, 'deleted')));
    expect(documentTypes.map((row) => row.type).sort()).toEqual(['consent', 'id_card', 'passport']);
  });

  it('gives the demo travellers nationalities (a few unknown) and approved ones passports and ID cards with numbers', async () => {
    const { active } = await seededTripIds(t);
    const rows = await t.db.select().from(travellers).where(eq(travellers.tripId, active));
    const nationalities = new Set(rows.map((row) => row.nationality));
    for (const code of ['CY', 'GR', null]) expect(nationalities).toContain(code);
    const described = rows.filter((row) => row.status === 'approved' && row.idDocumentNumber);
    expect(described.some((row) => row.idDocumentType === 'id_card' && /^\d{7}$/.test(row.idDocumentNumber!))).toBe(
      true,
    );
    expect(described.some((row) => row.idDocumentType === 'passport')).toBe(true);
    expect(described.every((row) => row.idDocumentExpiresOn && row.idDocumentIssuingCountry)).toBe(true);
    expect(rows.some((row) => row.status === 'approved' && !row.idDocumentNumber)).toBe(true);
  });

  it('seeds roommate groups of two and three whose ids match who names whom, and one name nobody registered', async () => {
    const { active } = await seededTripIds(t);
    const rows = await t.db
      .select()
      .from(travellers)
      .where(and(eq(travellers.tripId, active), ne(travellers.status, 'deleted')));
    const sizes = new Map<string, number>();
    for (const row of rows)
      if (row.roommateGroupId) sizes.set(row.roommateGroupId, (sizes.get(row.roommateGroupId) ?? 0) + 1);
    expect(new Set(sizes.values())).toEqual(new Set([2, 3]));
    for (const row of rows.filter((candidate) => candidate.roommateGroupId)) {
      const schoolmates = rows.filter((other) => other.schoolId === row.schoolId);
      const named = roommateGroup(row, schoolmates).map((member) => member.roommateGroupId);
      expect(named).toEqual(named.map(() => row.roommateGroupId));
      expect(named).toHaveLength(sizes.get(row.roommateGroupId!)!);
    }
    const unmatched = rows.filter(
      (row) =>
        unmatchedRoommateNames(
          row,
          rows.filter((other) => other.schoolId === row.schoolId),
        ).length > 0,
    );
    expect(unmatched).toHaveLength(1);
    expect(unmatched[0]).toMatchObject({ status: 'pending', roommateGroupId: null });
    expect(unmatched[0]!.emailConfirmedAt).not.toBeNull();
  });

  it('gives deleted registrations the status a restore goes back to and a reason', async () => {
    const deleted = await t.db.select().from(travellers).where(eq(travellers.status, 'deleted'));
    expect(deleted.length).toBeGreaterThan(0);
    for (const row of deleted) {
      expect(row.statusBeforeDeletion).toBe('pending');
      expect(row.deletionReason?.length).toBeGreaterThan(0);
    }
    const others = await t.db.select().from(travellers).where(ne(travellers.status, 'deleted'));
    expect(others.every((row) => row.statusBeforeDeletion === null && row.deletionReason === null)).toBe(true);
  });

  it("gives approved travellers a consent deadline: the trip's days after approval, or days ahead while the consent is missing", async () => {
    const rows = await t.db
      .select({ traveller: travellers, isActive: trips.active, days: trips.consentDeadlineDays })
      .from(travellers)
      .innerJoin(trips, eq(trips.id, travellers.tripId));
    const consents = new Set(
      (await t.db.select({ id: documents.travellerId }).from(documents).where(eq(documents.type, 'consent'))).map(
        (row) => row.id,
      ),
    );
    const today = tripDate(new Date());
    let waiting = 0;
    for (const { traveller, isActive, days } of rows) {
      if (traveller.status !== 'approved') {
        expect(traveller.consentDeadline).toBeNull();
        continue;
      }
      if (isActive && !consents.has(traveller.id)) {
        waiting += 1;
        expect(traveller.consentDeadline! >= addDays(today, 3)).toBe(true);
        expect(traveller.consentDeadline! <= addDays(today, 20)).toBe(true);
      } else {
        expect(traveller.consentDeadline).toBe(addDays(tripDate(traveller.approvedAt!), days));
      }
    }
    expect(waiting).toBeGreaterThan(0);
  });

  it('assigns each departure the escorts its approved travellers need, one of the active trip one short', async () => {
    const ids = await seededTripIds(t);
    for (const tripId of [ids.active, ids.past]) {
      const rows = await t.db.select().from(departures).where(eq(departures.tripId, tripId));
      const counts = await t.db
        .select({ departureId: schools.departureId, n: count(travellers.id) })
        .from(travellers)
        .innerJoin(schools, eq(schools.id, travellers.schoolId))
        .where(and(eq(travellers.tripId, tripId), eq(travellers.status, 'approved')))
        .groupBy(schools.departureId);
      const shortBy = rows.map(
        (row) => escortsNeeded(counts.find((c) => c.departureId === row.id)?.n ?? 0) - row.escorts.length,
      );
      expect(shortBy.sort()).toEqual(tripId === ids.active ? [0, 0, 1] : [0, 0, 0]);
    }
  });

  it('creates the admin account with the admin role', async () => {
    const [admin] = await t.db.select().from(user).where(eq(user.email, TEST_ADMIN.email));
    expect(admin?.role).toBe('admin');
  });

  it('does nothing the second time', async () => {
    const before = await t.db.select({ n: count() }).from(travellers);
    await seedDemo(t.db, { admin: TEST_ADMIN });
    expect(await t.db.select({ n: count() }).from(travellers)).toEqual(before);
    expect(await t.db.select({ n: count() }).from(trips)).toEqual([{ n: 2 }]);
  });

  it('seeds any number of travellers per trip, as the benchmark needs', async () => {
    const handle = pgliteHandle(await PGlite.create());
    try {
      await handle.migrate();
      await seedDemo(handle.db, { travellersPerTrip: 500, now: new Date('2026-06-15T10:00:00Z') });
      const perTrip = await handle.db
        .select({ tripId: travellers.tripId, n: count() })
        .from(travellers)
        .groupBy(travellers.tripId);
      expect(perTrip.map((row) => row.n)).toEqual([500, 500]);
      const [active] = await handle.db.select().from(trips).where(eq(trips.active, true));
      expect(active?.year).toBe(2027);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
