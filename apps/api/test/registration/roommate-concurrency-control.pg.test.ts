import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { submitRegistration } from '../../src/registration/services/submit-registration.ts';
import { TEST_PUBLIC_URL } from '../helpers/constants.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import {
  draftHashOf,
  insertReadyDraft,
  removeRegistrationsAfterAll,
  schoolOf,
  validDetails,
} from './registration-kit.ts';
import { roomOf } from './room-kit.ts';

/**
 * The control run of the roommate race (docs/product/security.md#concurrent-registrations-into-one-room): without the
 * trip lock and with a pause after the schoolmates are read (the query module stood in for: no lock, then a 50 ms
 * wait), two children who name each other and send at the same moment each miss the other, so no room group forms:
 * roommate-concurrency.test.ts can see the race it guards against. The waiting list's check, which takes the
 * trip's places lock after the registrations' lock, is stood in for too (no one waits): without the first lock
 * its late one would meet the other sending in reverse order and end in a deadlock, not in the race. PGlite runs one transaction at a time, so there
 * is no race to see there: `*.pg.test.ts` files run only against PostgreSQL (vitest.config.ts).
 */

vi.mock('../../src/registration/queries/registration-travellers.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/registration/queries/registration-travellers.ts')>();
  return {
    ...original,
    lockTripRegistrations: async () => {},
    liveSchoolmates: async (...args: Parameters<typeof original.liveSchoolmates>) => {
      const schoolmates = await original.liveSchoolmates(...args);
      await sleep(50);
      return schoolmates;
    },
  };
});

vi.mock('../../src/places/services/join-waiting-list.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/places/services/join-waiting-list.ts')>()),
  joinWaitingListIfFull: async () => null,
}));

const t = setupTestApp({ registrationCodeRateLimitMax: 1000 });
removeRegistrationsAfterAll(t);
const PAIRS = 5;

describe('roommate groups without the trip lock (control run)', () => {
  it('miss a pair who name each other at the same moment', async () => {
    const school = await schoolOf(t.db, 'active', 5);
    const name = (details: { firstName: string; lastName: string }) => `${details.firstName} ${details.lastName}`;
    const cookies = await Promise.all(
      Array.from({ length: PAIRS }, () => [validDetails(school), validDetails(school)] as const).flatMap(([a, b]) => [
        insertReadyDraft(t.db, school, { ...a, roommates: [name(b)] }),
        insertReadyDraft(t.db, school, { ...b, roommates: [name(a)] }),
      ]),
    );
    const context = { ip: '127.0.0.1', requestId: null, publicUrl: TEST_PUBLIC_URL, idempotencyKey: undefined };
    const answers = await Promise.all(
      cookies.map((cookie) =>
        submitRegistration({ db: t.db, tokenHash: draftHashOf(cookie), ...context, now: new Date() }),
      ),
    );
    const rooms = await Promise.all(answers.map((answer) => roomOf(t, school, answer.body.travellerId)));
    expect(rooms.filter((room) => room.byId < room.byNaming).length).toBeGreaterThan(0);
  }, 60_000);
});
