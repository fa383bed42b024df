import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/test-app.ts';
import {
  insertReadyDraft,
  registrationCalls,
  removeRegistrationsAfterAll,
  schoolOf,
  validDetails,
} from './registration-kit.ts';
import { registeredTraveller, roomOf } from './room-kit.ts';

/**
 * Families sending at once (docs/product/security.md#concurrent-registrations-into-one-room): ten pairs who
 * name each other send together with twenty strangers who all name one registered traveller. Every pair
 * ends in one room group of two, every stranger is accepted with the same answer, and none joins anyone.
 */

const t = setupTestApp({ registrationCodeRateLimitMax: 1000 });
removeRegistrationsAfterAll(t);
const calls = registrationCalls(t);
const PAIRS = 10;
const STRANGERS = 20;
const ROUNDS = 3;

describe('concurrent registrations naming roommates', () => {
  it.each(Array.from({ length: ROUNDS }, (_, round) => round + 1))(
    'round %i: pairs sent at once form their rooms, strangers naming a child join nothing',
    async () => {
      const school = await schoolOf(t.db, 'active', 4);
      const named = await registeredTraveller(t, school);
      const pairs = Array.from({ length: PAIRS }, () => [validDetails(school), validDetails(school)] as const);
      const name = (details: { firstName: string; lastName: string }) => `${details.firstName} ${details.lastName}`;
      const pairCookies = await Promise.all(
        pairs.flatMap(([a, b]) => [
          insertReadyDraft(t.db, school, { ...a, roommates: [name(b)] }),
          insertReadyDraft(t.db, school, { ...b, roommates: [name(a)] }),
        ]),
      );
      const strangerCookies = await Promise.all(
        Array.from({ length: STRANGERS }, () => insertReadyDraft(t.db, school, { roommates: [named.name] })),
      );
      // One stranger sends twice with one Idempotency-Key: one registration, the same answer.
      const key = randomUUID();
      const requests = [
        ...[...pairCookies, ...strangerCookies].map((cookie) => ({ cookie, key: undefined as string | undefined })),
        { cookie: strangerCookies[0]!, key },
        { cookie: strangerCookies[0]!, key },
      ];
      const answers = await Promise.all(requests.map(({ cookie, key: k }) => calls.submit(cookie, k)));
      for (const answer of answers.slice(0, pairCookies.length + STRANGERS)) {
        expect([200, 201]).toContain(answer.statusCode);
      }
      const ids = answers.map((answer) => answer.json().travellerId as string);
      for (let pair = 0; pair < PAIRS; pair += 1) {
        expect(await roomOf(t, school, ids[2 * pair]!)).toEqual({ byId: 2, byNaming: 2 });
      }
      for (const id of ids.slice(pairCookies.length, pairCookies.length + STRANGERS)) {
        expect(await roomOf(t, school, id)).toEqual({ byId: 0, byNaming: 1 });
      }
      expect(await roomOf(t, school, named.id)).toEqual({ byId: 0, byNaming: 1 });
    },
    60_000,
  );
});
