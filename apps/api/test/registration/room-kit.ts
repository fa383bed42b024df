import { roommateGroup } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { travellers } from '../../src/db/schema/index.ts';
import { liveSchoolmates } from '../../src/registration/queries/registration-travellers.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { readyDraft, registrationCalls, validDetails, type SchoolOfTrip } from './registration-kit.ts';

/** A registered traveller with nobody in their room yet: their id and name. */
export async function registeredTraveller(t: TestApp, school: SchoolOfTrip) {
  const details = validDetails(school);
  const { cookie } = await readyDraft(t, school, details);
  const response = await registrationCalls(t).submit(cookie);
  expect(response.statusCode).toBe(201);
  return { id: response.json().travellerId as string, name: `${details.firstName} ${details.lastName}` };
}

/** Everyone in the traveller's room as the database has it: by the shared id and by naming. */
export async function roomOf(t: TestApp, school: SchoolOfTrip, travellerId: string) {
  const [traveller] = await t.db.select().from(travellers).where(eq(travellers.id, travellerId));
  const byId = traveller!.roommateGroupId
    ? await t.db
        .select({ id: travellers.id })
        .from(travellers)
        .where(eq(travellers.roommateGroupId, traveller!.roommateGroupId))
    : [];
  const schoolmates = await liveSchoolmates(t.db, school.schoolId);
  const byNaming = roommateGroup(
    schoolmates.find((person) => person.id === travellerId)!,
    schoolmates,
  );
  return { byId: byId.length, byNaming: byNaming.length };
}
