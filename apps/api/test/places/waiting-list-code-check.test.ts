import { randomInt } from 'node:crypto';
import { formatRegistrationCode, registrationCodeCheckSchema } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schools } from '../../src/db/schema/index.ts';
import { setupPlacesApp } from './places-kit.ts';

/** The registration's first step tells a family the trip is full before it starts (docs/product/places.md#waiting-list). */
const { t, kit } = setupPlacesApp();

async function codeCheck(place: { tripId: number; schoolId: number }) {
  // The kit's schools have codes of their own shape: a real one, for the check's validation.
  const [school] = await t.db
    .update(schools)
    .set({ registrationCode: formatRegistrationCode(randomInt) })
    .where(eq(schools.id, place.schoolId))
    .returning({ code: schools.registrationCode });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/registration/code-check',
    headers: t.unsafeHeaders(),
    payload: { tripId: place.tripId, registrationCode: school!.code },
  });
  expect(response.statusCode, response.body).toBe(200);
  return registrationCodeCheckSchema.parse(response.json());
}

describe('POST /api/registration/code-check on a full departure', () => {
  it('says full once the school’s departure has no free seat, and not before', async () => {
    const place = await kit.departure(1);
    expect(await codeCheck(place)).toEqual({ valid: true, reason: null, full: false });
    await kit.travellers(place, 1, 'approved');
    expect(await codeCheck(place)).toEqual({ valid: true, reason: null, full: true });
  });
});
