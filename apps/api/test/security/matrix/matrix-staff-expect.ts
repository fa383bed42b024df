import { ROLE_CAPABILITIES } from '@voyage/domain';
import type { Entry, StaffExpected } from './matrix-check.ts';
import { DOMAIN_ROLE, STAFF_MATRIX_ROLES } from './matrix-staff-accounts.ts';
import type { World } from './matrix-world.ts';

/**
 * What each staff role but the administrator is answered (docs/product/staff-roles.md#what-each-role-may-use), from
 * the domain's role table and what the route was registered with (its capability and, for escorts, how it keeps to
 * their departures):
 * - a route outside the staff area answers any staff account as it answers the administrator;
 * - a staff route whose capability the role lacks is 403, as is one with no escort scope for an escort;
 * - an escort is answered as the administrator for their departure's records and lists, and 404 for a record of
 *   another departure: escort A is the escort of the records' departure, escort B of another;
 * - any other role with the capability is answered as the administrator.
 * The promises the product makes in so many words are also checked literally (matrix-promises.ts).
 */
export function staffExpectation(world: World, key: string, entry: Entry): StaffExpected {
  const route = world.staffRoute(key);
  const admin = entry.expect.admin;
  const expected = {} as StaffExpected;
  for (const role of STAFF_MATRIX_ROLES) {
    const domainRole = DOMAIN_ROLE[role];
    if (!route) expected[role] = admin;
    else if (!route.capability || !ROLE_CAPABILITIES[domainRole].includes(route.capability)) expected[role] = 403;
    else if (domainRole !== 'escort') expected[role] = admin;
    else if (!route.escortScope) expected[role] = 403;
    else if (route.escortScope === 'list' || role === 'escortA') expected[role] = admin;
    else expected[role] = 404;
  }
  return expected;
}
