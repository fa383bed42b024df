import { randomUUID } from 'node:crypto';
import { ROOM_SIZE } from '@voyage/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registrationDrafts, travellers } from '../../src/db/schema/index.ts';
import { draftHashOf, insertReadyDraft, schoolOf, setupRegistrationApp } from './registration-kit.ts';
import { registeredTraveller, roomOf } from './room-kit.ts';

/**
 * Twenty families send at once, each naming the same registered traveller. That room has space for two
 * more, so exactly two are accepted and the group never holds more than three
 * (docs/product/security.md#concurrent-registrations-into-one-room).
 */

const { t, calls } = setupRegistrationApp({ registrationCodeRateLimitMax: 1000 });
const FAMILIES = 20;
const ROUNDS = 5;

describe('concurrent registrations into one roommate group', () => {
  it.each(Array.from({ length: ROUNDS }, (_, round) => round + 1))(
    'round %i: of 20 at once, exactly 2 are accepted, 18 get 409 ROOMMATE_GROUP_FULL, and the room stays at 3',
    async () => {
      const school = await schoolOf(t.db, 'active', 4);
      const named = await registeredTraveller(t, school);
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
      expect(
        first.filter((answer) => answer.status === 409 && answer.body.code === 'ROOMMATE_GROUP_FULL'),
      ).toHaveLength(FAMILIES - 2);
      for (const list of byDraft.values()) {
        // A repeat gets the same outcome; the keyed one may be told its twin is still running.
        const [a, b] = list;
        if (b && b.body.code !== 'IDEMPOTENCY_CONFLICT') expect(b.body).toEqual(a!.body);
      }

      expect(await roomOf(t, school, named.id)).toEqual({ byId: ROOM_SIZE, byNaming: ROOM_SIZE });
      const sent = await t.db
        .select({ id: travellers.id })
        .from(travellers)
        .innerJoin(registrationDrafts, eq(registrationDrafts.submittedTravellerId, travellers.id))
        .where(inArray(registrationDrafts.tokenHash, cookies.map(draftHashOf)));
      expect(sent).toHaveLength(ROOM_SIZE - 1);
    },
    60_000,
  );
});
