import { randomUUID } from 'node:crypto';
import { ROOM_SIZE, roommateGroup } from '@voyage/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { registrationDrafts, travellers } from '../../src/db/schema/index.ts';
import { liveSchoolmates } from '../../src/queries/registration-travellers.ts';
import { submitRegistration } from '../../src/services/submit-registration.ts';
import { TEST_PUBLIC_URL } from '../helpers/constants.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import {
  draftHashOf,
  insertReadyDraft,
  readyDraft,
  registrationCalls,
  removeRegistrationsAfterAll,
  schoolOf,
  validDetails,
  type SchoolOfTrip,
} from './registration-kit.ts';

/**
 * SECURITY R1: twenty families send at once, each naming the same registered traveller. That room has
 * space for two more, so exactly two are accepted and the group never holds more than three.
 */

const t = setupTestApp({ registrationCodeRateLimitMax: 1000 });
removeRegistrationsAfterAll(t);
const calls = registrationCalls(t);
const FAMILIES = 20;
const ROUNDS = 5;
const isPostgres = Boolean(inject('databaseUrl'));

/** A registered traveller with nobody in their room yet; their name, id and school. */
async function registeredTraveller(school: SchoolOfTrip) {
  const details = validDetails(school);
  const { cookie } = await readyDraft(t, school, details);
  const response = await calls.submit(cookie);
  expect(response.statusCode).toBe(201);
  return { id: response.json().travellerId as string, name: `${details.firstName} ${details.lastName}` };
}

/** Everyone in the traveller's room as the database has it: by the shared id and by naming. */
async function roomOf(school: SchoolOfTrip, travellerId: string) {
  const [traveller] = await t.db.select().from(travellers).where(eq(travellers.id, travellerId));
  const byId = traveller!.roommateGroupId
    ? await t.db.select({ id: travellers.id }).from(travellers).where(eq(travellers.roommateGroupId, traveller!.roommateGroupId))
    : [];
  const schoolmates = await liveSchoolmates(t.db, school.schoolId);
  const byNaming = roommateGroup(schoolmates.find((person) => person.id === travellerId)!, schoolmates);
  return { byId: byId.length, byNaming: byNaming.length };
}

describe('concurrent registrations into one roommate group (SECURITY R1)', () => {
  it.each(Array.from({ length: ROUNDS }, (_, round) => round + 1))(
    'round %i: of 20 at once, exactly 2 are accepted, 18 get 409 ROOMMATE_GROUP_FULL, and the room stays at 3',
    async () => {
      const school = await schoolOf(t.db, 'active', 4);
      const named = await registeredTraveller(school);
      const cookies = await Promise.all(
        Array.from({ length: FAMILIES }, () => insertReadyDraft(t.db, school, { roommates: [named.name] })),
      );
      // One family sends twice with one Idempotency-Key, another double-clicks without one.
      const key = randomUUID();
      const requests = [
        ...cookies.map((cookie, index) => ({ cookie, key: index === 0 ? key : undefined })),
        { cookie: cookies[0]!, key },
        { cookie: cookies[1]!, key: undefined },
      ];
      const answers = await Promise.all(requests.map(({ cookie, key: k }) => calls.submit(cookie, k)));

      const byDraft = new Map<string, { status: number; body: { code?: string; travellerId?: string } }[]>();
      requests.forEach(({ cookie }, index) => {
        const list = byDraft.get(cookie) ?? [];
        list.push({ status: answers[index]!.statusCode, body: answers[index]!.json() });
        byDraft.set(cookie, list);
      });
      const first = [...byDraft.values()].map((list) => list[0]!);
      expect(first.filter((answer) => answer.status === 201 || answer.status === 200)).toHaveLength(ROOM_SIZE - 1);
      expect(first.filter((answer) => answer.status === 409 && answer.body.code === 'ROOMMATE_GROUP_FULL')).toHaveLength(FAMILIES - 2);
      for (const list of byDraft.values()) {
        // A repeat gets the same outcome; the keyed one may be told its twin is still running.
        const [a, b] = list;
        if (b && b.body.code !== 'IDEMPOTENCY_CONFLICT') expect(b.body).toEqual(a!.body);
      }

      expect(await roomOf(school, named.id)).toEqual({ byId: ROOM_SIZE, byNaming: ROOM_SIZE });
      const sent = await t.db
        .select({ id: travellers.id })
        .from(travellers)
        .innerJoin(registrationDrafts, eq(registrationDrafts.submittedTravellerId, travellers.id))
        .where(inArray(registrationDrafts.tokenHash, cookies.map(draftHashOf)));
      expect(sent).toHaveLength(ROOM_SIZE - 1);
    },
    60_000,
  );

  // The control run: without the lock and with a pause after the room check, the same twenty overfill the
  // room, so the test above can see the race it guards against. On PGlite one connection runs one
  // transaction at a time, so there is no race to see: the control runs on PostgreSQL only.
  it.runIf(isPostgres)('control run: without the trip lock the room overfills (PostgreSQL)', async () => {
    const school = await schoolOf(t.db, 'active', 5);
    const named = await registeredTraveller(school);
    const cookies = await Promise.all(Array.from({ length: FAMILIES }, () => insertReadyDraft(t.db, school, { roommates: [named.name] })));
    const raceWindow = { skipTripLock: true, pauseAfterRoomCheckMs: 50 };
    const context = { ip: '127.0.0.1', requestId: null, publicUrl: TEST_PUBLIC_URL, idempotencyKey: undefined };
    const outcomes = await Promise.allSettled(
      cookies.map((cookie) => submitRegistration(t.db, draftHashOf(cookie), { ...context, now: new Date() }, raceWindow)),
    );
    const accepted = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(accepted.length).toBeGreaterThan(ROOM_SIZE - 1);
    expect((await roomOf(school, named.id)).byNaming).toBeGreaterThan(ROOM_SIZE);
  }, 60_000);
});
