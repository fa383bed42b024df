import { afterAll, describe, expect, it } from 'vitest';
import { checkEntry, type Entry } from './matrix-check.ts';
import { approvedOfA, removeMatrixRecords } from './matrix-kit.ts';
import { documentsMatrix } from './matrix-documents.ts';
import { familyMatrix } from './matrix-family.ts';
import { moneyMatrix } from './matrix-money.ts';
import { operationsMatrix } from './matrix-operations.ts';
import { BEHIND_CATCH_ALLS, publicMatrix, UNROUTED } from './matrix-public.ts';
import { registrationMatrix } from './matrix-registration.ts';
import { staffMatrix } from './matrix-staff.ts';
import { statementMatrix } from './matrix-statements.ts';
import { waitlistMatrix } from './matrix-waitlist.ts';
import { drawMatrix } from './matrix-draw.ts';
import { staffRoleMatrix } from './matrix-staff-roles.ts';
import { healthMatrix } from './matrix-health.ts';
import { healthFilesMatrix } from './matrix-healthfiles.ts';
import { healthDashboardMatrix } from './matrix-healthdash.ts';
import { addendaMatrix } from './matrix-addenda.ts';
import { readinessMatrix } from './matrix-readiness.ts';
import { staffCancelMatrix } from './matrix-staff-cancel.ts';
import { setupMatrixWorld } from './matrix-world.ts';

/**
 * The route-by-role matrix (docs/product/security.md#route-by-role-matrix): every route the server registers, called as
 * nobody, as two guardians of unrelated families and as an admin, must answer the status written here. A route missing
 * from the table fails the run, so nothing reaches production without someone deciding who may call it. Each area's
 * rows are in a `matrix-<area>.ts` of their own.
 */
const MATRIX: Record<string, Entry> = {
  ...publicMatrix,
  ...registrationMatrix,
  ...familyMatrix,
  ...staffMatrix,
  ...moneyMatrix,
  ...documentsMatrix,
  ...operationsMatrix,
  ...statementMatrix(approvedOfA),
  ...waitlistMatrix,
  ...drawMatrix,
  ...staffRoleMatrix,
  ...healthMatrix(approvedOfA),
  ...healthFilesMatrix(approvedOfA),
  ...healthDashboardMatrix(approvedOfA),
  ...addendaMatrix(approvedOfA),
  ...staffCancelMatrix(approvedOfA),
  ...readinessMatrix(approvedOfA),
};

/** The staff reads the specification names keep its addresses; every other staff route is under `/api/admin/`. */
const SPECIFIED_STAFF_READS = [
  'GET /api/students',
  'GET /api/registrations',
  'GET /api/registrations/pending',
  'GET /api/schools',
  'GET /api/departures',
  'GET /api/dashboard',
];

const world = setupMatrixWorld();
// Hooks run last-registered first: this runs while the world's database is still open.
afterAll(() => removeMatrixRecords(world.db));

describe('route × role matrix', () => {
  it('has an entry for every route the server registers', () => {
    const missing = world.routes.filter((route) => !(route in MATRIX));
    expect(missing, 'add it to the matrix in route-role-matrix.test.ts').toEqual([]);
  });

  it('lists only routes the server registers', () => {
    const stale = Object.keys(MATRIX).filter((route) => !world.routes.includes(route));
    expect(stale, 'no longer registered: remove it from the matrix').toEqual([]);
  });

  it('keeps every staff route under /api/admin/ but the reads the specification names', () => {
    const staffOnly = Object.entries(MATRIX)
      .filter(
        ([, { expect: status }]) => status.anonymous === 401 && status.guardianA === 403 && status.guardianB === 403,
      )
      .map(([key]) => key);
    const elsewhere = staffOnly.filter(
      (key) => !/^\S+ \/api\/admin\//.test(key) && !SPECIFIED_STAFF_READS.includes(key),
    );
    expect(elsewhere, 'move these under /api/admin/').toEqual([]);
    expect(SPECIFIED_STAFF_READS.filter((key) => !staffOnly.includes(key))).toEqual([]);
  });

  it("answers 404, never 403, when a guardian names another family's record", () => {
    // A guardian's route that takes an id names a family's record: its entry must ask for guardian A's.
    const perRecord = Object.keys(MATRIX).filter((key) => /^\S+ \/api\/my\/.*:/.test(key));
    expect(
      perRecord.filter((key) => !MATRIX[key]!.ownedByA),
      "call these with guardian A's ids (ownedByA)",
    ).toEqual([]);
    for (const [key, entry] of Object.entries(MATRIX)) {
      if (!entry.ownedByA) continue;
      expect(entry.expect.guardianB, key).toBe(404);
      expect(entry.expect.guardianA, key).toBeLessThan(300);
    }
  });

  it('knows two unrelated families with registrations', () => {
    expect(world.familyA.travellers.length).toBeGreaterThan(0);
    expect(world.familyB.travellers.length).toBeGreaterThan(0);
    expect(world.familyA.email).not.toBe(world.familyB.email);
  });

  describe.each(Object.entries(MATRIX))('%s', (key, entry) => {
    it('answers each role as the matrix says, and no guardian sees the other family', async () => {
      await checkEntry(world, key, entry);
    });
  });

  describe.each(Object.entries(BEHIND_CATCH_ALLS))('%s (behind a catch-all)', (key, entry) => {
    it('answers each role as the table says', async () => {
      await checkEntry(world, key, entry);
    });
  });

  describe.each(Object.entries(UNROUTED))('%s', (key, entry) => {
    it('answers each role the same', async () => {
      await checkEntry(world, key, entry);
    });
  });
});
