import { expect } from 'vitest';
import { familyMarkers, leaksAny } from '../families.ts';
import { MATRIX_ROLES, type MatrixRole, type TableRole, type World } from './matrix-world.ts';
import { STAFF_MATRIX_ROLES, type StaffMatrixRole } from './matrix-staff-accounts.ts';

export type Expected = Record<TableRole, number>;
export type StaffExpected = Record<StaffMatrixRole, number>;
export type Call = {
  url: string;
  payload?: Record<string, unknown>;
  /** An urlencoded body posted from another site (no CSRF token), as an OAuth provider's form post is. */
  crossSiteForm?: { origin: string; fields: Record<string, string> };
  /** A multipart/form-data body (an upload), sent with the CSRF pair like a JSON one. */
  multipart?: { body: Buffer; contentType: string };
};
export type Entry = {
  /** The request to make; ids come from the database (`world`), built per role for single-use inputs. */
  call: (world: World, role: MatrixRole) => Call | Promise<Call>;
  expect: Expected;
  /** The request names guardian A's own record: guardian B must get 404, so existence does not leak. */
  ownedByA?: true;
};

export const everyone = (status: number): Expected => ({
  anonymous: status,
  guardianA: status,
  guardianB: status,
  admin: status,
});
export const adminOnly = (status = 200): Expected => ({
  anonymous: 401,
  guardianA: 403,
  guardianB: 403,
  admin: status,
});
export const signedIn = (status: number): Expected => ({
  anonymous: 401,
  guardianA: status,
  guardianB: status,
  admin: status,
});

/** A call on guardian A's own record: A is answered `status`, B gets 404 (nothing leaks), staff 403. */
export const ofFamilyA = (call: Entry['call'], status = 200): Entry => ({
  call,
  expect: { anonymous: 401, guardianA: status, guardianB: 404, admin: 403 },
  ownedByA: true,
});

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Answer = { status: number; body: string };

export async function callAs(world: World, key: string, entry: Entry, role: MatrixRole): Promise<Answer> {
  const method = key.split(' ', 1)[0] as Method;
  const { url, payload, crossSiteForm, multipart } = await entry.call(world, role);
  const isUnsafe = UNSAFE.has(method);
  // An unsafe call may end or change the session it is made with: it gets a session of its own. A staff role
  // but the administrator ends none on a staff route (only administrators manage accounts), nor where the
  // administrator is refused (a refusal changes nothing; if it did, the status would say so).
  const isStaffRole = (STAFF_MATRIX_ROLES as readonly string[]).includes(role);
  const keepsSession = isStaffRole && (world.staffRoute(key) !== undefined || entry.expect.admin >= 400);
  const fresh = isUnsafe && !keepsSession;
  const cookie = await world.cookie(role, { fresh });
  const response = crossSiteForm
    ? await world.app.inject({
        method,
        url,
        headers: {
          ...(cookie ? { cookie } : {}),
          origin: crossSiteForm.origin,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams(crossSiteForm.fields).toString(),
      })
    : multipart
      ? await world.app.inject({
          method,
          url,
          headers: { ...world.unsafeHeaders(cookie), 'content-type': multipart.contentType },
          payload: multipart.body,
        })
      : await world.app.inject({
          method,
          url,
          headers: isUnsafe ? world.unsafeHeaders(cookie) : cookie ? { cookie } : {},
          ...(payload === undefined ? {} : { payload }),
        });
  // It may also have ended the role's other sessions (password change, "sign out elsewhere"): only that role's.
  if (fresh) world.forgetSession(role);
  return { status: response.statusCode, body: response.body };
}

/** Each role's answer, in the order given. */
async function answersOf<Role extends MatrixRole>(
  world: World,
  key: string,
  entry: Entry,
  roles: readonly Role[],
): Promise<Record<Role, Answer>> {
  const answers = {} as Record<Role, Answer>;
  for (const role of roles) answers[role] = await callAs(world, key, entry, role);
  return answers;
}
const statusesOf = <Role extends MatrixRole>(answers: Record<Role, Answer>) =>
  Object.fromEntries(Object.entries<Answer>(answers).map(([role, answer]) => [role, answer.status]));

/**
 * Calls as each role in turn (the admin last: an admin's call may use up what the others' could not),
 * checks the statuses, and that no answer to someone else carries guardian A's family (nor B's to A).
 */
export async function checkEntry(world: World, key: string, entry: Entry): Promise<void> {
  const answers = await answersOf(world, key, entry, MATRIX_ROLES);
  expect(statusesOf(answers), `${key}: status per role`).toEqual(entry.expect);

  const markersOfA = familyMarkers(world.familyA);
  const markersOfB = familyMarkers(world.familyB);
  expect(leaksAny(answers.anonymous.body, markersOfA), `${key}: anonymous sees guardian A's data`).toBeUndefined();
  expect(leaksAny(answers.guardianB.body, markersOfA), `${key}: guardian B sees guardian A's data`).toBeUndefined();
  expect(leaksAny(answers.guardianA.body, markersOfB), `${key}: guardian A sees guardian B's data`).toBeUndefined();
}

/**
 * Calls as each staff role but the administrator and checks the statuses derived for them (matrix-staff-expect.ts),
 * and that the escort of another departure is told nothing of guardian A's child on escort A's departure.
 */
export async function checkStaffEntry(world: World, key: string, entry: Entry, expected: StaffExpected): Promise<void> {
  const answers = await answersOf(world, key, entry, STAFF_MATRIX_ROLES);
  expect(statusesOf(answers), `${key}: status per staff role`).toEqual(expected);
  expect(
    leaksAny(answers.escortB.body, world.travellersOnOwnDeparture),
    `${key}: the escort of another departure sees guardian A's child`,
  ).toBeUndefined();
}
