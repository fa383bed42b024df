import { ROOM_SIZE } from '@voyage/domain';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { submitRegistration } from '../../src/registration/services/submit-registration.ts';
import { TEST_PUBLIC_URL } from '../helpers/constants.ts';
import { draftHashOf, insertReadyDraft, schoolOf, setupRegistrationApp } from './registration-kit.ts';
import { registeredTraveller, roomOf } from './room-kit.ts';

/**
 * The control run of the roommate race (docs/product/security.md#concurrent-registrations-into-one-room): without the
 * trip lock and with a pause after the room is read (the query module stood in for: no lock, then a 50 ms wait), twenty
 * families at once overfill the room, so roommate-concurrency.test.ts can see the race it guards against.
 * PGlite runs one transaction at a time, so there is no race to see there: `*.pg.test.ts` files run only against
 * PostgreSQL (vitest.config.ts).
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

const { t } = setupRegistrationApp({ registrationCodeRateLimitMax: 1000 });
const FAMILIES = 20;

describe('roommate groups without the trip lock (control run)', () => {
  it('overfill the room', async () => {
    const school = await schoolOf(t.db, 'active', 5);
    const named = await registeredTraveller(t, school);
    const cookies = await Promise.all(
      Array.from({ length: FAMILIES }, () => insertReadyDraft(t.db, school, { roommates: [named.name] })),
    );
    const context = { ip: '127.0.0.1', requestId: null, publicUrl: TEST_PUBLIC_URL, idempotencyKey: undefined };
    const outcomes = await Promise.allSettled(
      cookies.map((cookie) =>
        submitRegistration({ db: t.db, tokenHash: draftHashOf(cookie), ...context, now: new Date() }),
      ),
    );
    const accepted = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(accepted.length).toBeGreaterThan(ROOM_SIZE - 1);
    expect((await roomOf(t, school, named.id)).byNaming).toBeGreaterThan(ROOM_SIZE);
  }, 60_000);
});
