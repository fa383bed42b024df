import { expect } from 'vitest';
import { familyMarkers, leaksAny } from './families.ts';
import { MATRIX_ROLES, type MatrixRole, type World } from './matrix-world.ts';

export type Expected = Record<MatrixRole, number>;
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
type Answer = { status: number; body: string };

async function callAs(world: World, key: string, entry: Entry, role: MatrixRole): Promise<Answer> {
  const method = key.split(' ', 1)[0] as Method;
  const { url, payload, crossSiteForm, multipart } = await entry.call(world, role);
  const isUnsafe = UNSAFE.has(method);
  // An unsafe call may end or change the session it is made with: it gets a session of its own.
  const cookie = await world.cookie(role, { fresh: isUnsafe });
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
  // It may also have ended the role's other sessions (password change, "sign out elsewhere").
  if (isUnsafe) world.forgetSessions();
  return { status: response.statusCode, body: response.body };
}

/**
 * Calls as each role in turn (the admin last: an admin's call may use up what the others' could not),
 * checks the statuses, and that no answer to someone else carries guardian A's family (nor B's to A).
 */
export async function checkEntry(world: World, key: string, entry: Entry): Promise<void> {
  const answers = {} as Record<MatrixRole, Answer>;
  for (const role of MATRIX_ROLES) answers[role] = await callAs(world, key, entry, role);
  const statuses = Object.fromEntries(MATRIX_ROLES.map((role) => [role, answers[role].status]));
  expect(statuses, `${key}: status per role`).toEqual(entry.expect);

  const markersOfA = familyMarkers(world.familyA);
  const markersOfB = familyMarkers(world.familyB);
  expect(leaksAny(answers.anonymous.body, markersOfA), `${key}: anonymous sees guardian A's data`).toBeUndefined();
  expect(leaksAny(answers.guardianB.body, markersOfA), `${key}: guardian B sees guardian A's data`).toBeUndefined();
  expect(leaksAny(answers.guardianA.body, markersOfB), `${key}: guardian A sees guardian B's data`).toBeUndefined();
}
