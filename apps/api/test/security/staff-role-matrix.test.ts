import { CAPABILITIES, ROLE_CAPABILITIES, type Capability } from '@voyage/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { callAs, checkStaffEntry } from './matrix/matrix-check.ts';
import { registration, removeMatrixRecords } from './matrix/matrix-kit.ts';
import { PROMISES } from './matrix/matrix-promises.ts';
import { EVERY_CALL, MATRIX } from './matrix/matrix-rows.ts';
import { staffExpectation } from './matrix/matrix-staff-expect.ts';
import { setupMatrixWorld } from './matrix/matrix-world.ts';

/**
 * The route-by-role matrix for the staff roles but the administrator (docs/product/security.md#route-by-role-matrix):
 * finance, the health lead, read-only staff and two escorts, one of the departure the matrix's records travel on and
 * one of another. Every call of route-role-matrix.test.ts is made as each of them; what each is answered follows from
 * the domain's role table (matrix/matrix-staff-expect.ts), and the promises the product makes in so many words are
 * checked literally (matrix/matrix-promises.ts).
 */
/**
 * Routes of the capabilities escorts hold that say nothing of departures: refused to escorts with
 * `ROLE_NOT_INCLUDED` (docs/product/staff-roles.md#escorts), each on purpose.
 */
const ESCORTS_REFUSED = [
  'GET /api/admin/places/draw',
  'GET /api/admin/travellers/:id/change-requests',
  'GET /api/admin/travellers/:id/timeline',
  'GET /api/admin/travellers/deleted',
  'GET /api/admin/waiting-list',
  'GET /api/schools',
  'GET /api/students',
];
/** The capabilities that only read (read-only staff hold exactly these). */
const READS: readonly Capability[] = ['dashboard', 'registrations.read', 'operations.read'];

const world = setupMatrixWorld();
// Hooks run last-registered first: this runs while the world's database is still open.
afterAll(() => removeMatrixRecords(world.db));

describe('staff role × route × departure matrix', () => {
  it('knows the capability of every staff route, and each is one the domain names', () => {
    const staffRoutes = world.routes.filter((key) => world.staffRoute(key));
    expect(staffRoutes.length).toBeGreaterThan(50);
    const unnamed = staffRoutes.filter((key) => !CAPABILITIES.includes(world.staffRoute(key)!.capability!));
    expect(unnamed, 'give these a capability (admin-routes.ts)').toEqual([]);
  });

  it('refuses escorts, written out, the routes of their capabilities that keep to no departure', () => {
    const escort = ROLE_CAPABILITIES.escort;
    const unscoped = world.routes.filter((key) => {
      const route = world.staffRoute(key);
      return route && escort.includes(route.capability!) && !route.escortScope;
    });
    expect(unscoped, 'give the route an escort scope (admin-routes.ts), or list it here').toEqual(ESCORTS_REFUSED);
  });

  it('changes nothing for read-only staff: no route that changes data needs only a read capability', () => {
    const changing = world.routes.filter((key) => {
      const route = world.staffRoute(key);
      return route && !/^(GET|HEAD) /.test(key) && READS.includes(route.capability!);
    });
    expect(changing, 'give these the capability of the change they make (admin-routes.ts)').toEqual([]);
    expect(READS.filter((capability) => !ROLE_CAPABILITIES.readonly.includes(capability))).toEqual([]);
  });

  it('agrees with every promise written out, where the promise is the matrix row’s own call', () => {
    const derived = PROMISES.filter((promise) => !promise.call).map(({ route, role }) => ({
      route,
      role,
      status: staffExpectation(world, route, MATRIX[route]!)[role],
    }));
    expect(derived).toEqual(PROMISES.filter((promise) => !promise.call).map(({ call: _none, ...rest }) => rest));
  });

  it("shows an escort no traveller of another departure inside a record of theirs (a possible duplicate's)", async () => {
    const elsewhere = await registration(world, { schoolId: world.otherSchoolId, status: 'approved' });
    const own = await registration(world, { possibleDuplicateOfId: elsewhere });
    const key = 'GET /api/admin/travellers/:id';
    const entry = { ...MATRIX[key]!, call: () => ({ url: `/api/admin/travellers/${own}` }) };
    const asEscort = await callAs(world, key, entry, 'escortA');
    expect(asEscort.status).toBe(200);
    expect(asEscort.body).not.toContain(elsewhere);
    // The health lead sees every departure: the duplicate is shown to compare with.
    expect((await callAs(world, key, entry, 'health')).body).toContain(elsewhere);
  });

  describe.each(PROMISES.map((promise) => [`${promise.route} as ${promise.role}`, promise] as const))(
    'promised: %s',
    (_name, { route, role, status, call }) => {
      it(`answers ${status}`, async () => {
        const entry = MATRIX[route]!;
        const answer = await callAs(world, route, { ...entry, call: call ?? entry.call }, role);
        expect(answer.status).toBe(status);
        if (status === 403) expect(JSON.parse(answer.body).code).toBe('ROLE_NOT_INCLUDED');
      });
    },
  );

  describe.each(EVERY_CALL)('%s', (key, entry) => {
    it('answers each staff role as its capabilities and departures say', async () => {
      await checkStaffEntry(world, key, entry, staffExpectation(world, key, entry));
    });
  });
});
