import type { Traveller } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { trips, user } from '../../src/db/schema/index.ts';
import { openTestDatabase, testConfig } from '../helpers/test-app.ts';
import {
  familiesOfTrip,
  familyMarkers,
  guardianAccount,
  leaksAny,
  pickUnrelatedFamilies,
  type Family,
} from './families.ts';
import { removeWhatWasMade } from './clean-up.ts';
import { signIn } from './sign-in.ts';

/**
 * Another family's records (docs/product/security.md#another-familys-records) as a property: for random pairs of
 * families, each guardian sees exactly their own registrations, and every way of naming the other family's records
 * (path, query) finds nothing.
 */

const PAIRS = 4;

type Guardian = Family & { cookie: string };

let handle: DatabaseHandle;
let app: FastifyInstance;
const pairs: [Guardian, Guardian][] = [];

beforeAll(async () => {
  handle = await openTestDatabase();
  app = await buildApp({ config: testConfig({ signInRateLimitMax: 100_000 }), db: handle.db });
  const [active] = await handle.db.select({ id: trips.id }).from(trips).where(eq(trips.active, true));
  const families = await familiesOfTrip(handle.db, active!.id);
  for (const { email } of await handle.db.select({ email: user.email }).from(user)) families.delete(email);
  const picked = pickUnrelatedFamilies(families, PAIRS * 2);
  const guardians: Guardian[] = [];
  for (const rows of picked) {
    const family = await guardianAccount(handle.db, rows);
    guardians.push({ ...family, cookie: await signIn(app, family.email, family.password) });
  }
  for (let index = 0; index < PAIRS; index += 1) pairs.push([guardians[2 * index]!, guardians[2 * index + 1]!]);
});

afterAll(async () => {
  if (handle)
    await removeWhatWasMade(
      handle.db,
      pairs.flat().map((guardian) => guardian.email),
    );
  await app?.close();
  await handle?.close();
});

async function get(url: string, cookie: string) {
  const response = await app.inject({ url, headers: { cookie } });
  return { status: response.statusCode, body: response.body };
}

describe.each(Array.from({ length: PAIRS }, (_, index) => index))('random pair of families #%i', (index) => {
  it('each guardian lists exactly their own registrations', async () => {
    for (const guardian of pairs[index]!) {
      const { status, body } = await get('/api/my/travellers', guardian.cookie);
      expect(status).toBe(200);
      const listed = JSON.parse(body) as Traveller[];
      expect(listed.every((traveller) => traveller.guardianEmail.toLowerCase() === guardian.email)).toBe(true);
      // A registration joins the account once its e-mail link was opened.
      const confirmed = guardian.travellers.filter((traveller) => traveller.emailConfirmedAt);
      expect(listed.map((traveller) => traveller.id)).toEqual(
        expect.arrayContaining(confirmed.map((traveller) => traveller.id)),
      );
    }
  });

  it("each guardian gets 404 for every one of the other family's registrations, and reads nothing of it", async () => {
    const [first, second] = pairs[index]!;
    for (const [asker, owner] of [
      [first!, second!],
      [second!, first!],
    ] as const) {
      const markers = familyMarkers(owner);
      for (const { id } of owner.travellers) {
        const answers = [
          await get(`/api/my/travellers/${id}`, asker.cookie),
          await get(`/api/my/travellers/${id.toUpperCase()}`, asker.cookie),
          await get(`/api/my/travellers/${encodeURIComponent(`${id}/`)}`, asker.cookie),
        ];
        for (const answer of answers) {
          expect(answer.status, `${asker.email} asking for ${id}`).toBe(404);
          expect(leaksAny(answer.body, markers)).toBeUndefined();
        }
        // The id in the query string changes nothing: the list is still the asker's own.
        const listed = await get(
          `/api/my/travellers?id=${id}&travellerId=${id}&guardianEmail=${encodeURIComponent(owner.email)}`,
          asker.cookie,
        );
        expect(listed.status).toBe(200);
        expect(leaksAny(listed.body, markers), `${asker.email} listing with ${id} in the query`).toBeUndefined();
      }
    }
  });
});
