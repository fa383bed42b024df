import { adminTravellerSchema, travellerSchema, type AdminTraveller, type StudentFormInput } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { travellers } from '../../src/db/schema/index.ts';
import { auditRowsOf, insertTraveller, reviewEmail, setupReviewApp, travellerRow } from '../review/review-kit.ts';
import { listRows, registrationDetail } from '../helpers/traveller-lists.ts';

/** Staff correct a registration's details (docs/product/documents.md#student-form). */

const { t } = setupReviewApp({ signInRateLimitMax: 1000 });

const ACTION = 'registration.details-changed';

/** The form as it holds a registration's details. */
function formOf(traveller: Pick<AdminTraveller, keyof StudentFormInput>): StudentFormInput {
  return {
    firstName: traveller.firstName,
    lastName: traveller.lastName,
    gender: traveller.gender,
    dateOfBirth: traveller.dateOfBirth,
    nationality: traveller.nationality ?? '',
    city: traveller.city,
    district: traveller.district,
    phone: traveller.phone,
    language: traveller.language,
    guardianName: traveller.guardianName,
    guardianEmail: traveller.guardianEmail,
    roommates: [...traveller.roommates],
  };
}

function patch(travellerId: string, cookie: string, payload: object) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/admin/travellers/${travellerId}/details`,
    headers: t.unsafeHeaders(cookie),
    payload,
  });
}

async function listed(cookie: string, tripId: number, travellerId: string): Promise<AdminTraveller | undefined> {
  const rows = await listRows(t, '/api/registrations', { trip_id: String(tripId) }, cookie);
  return rows.some((row) => row.id === travellerId) ? registrationDetail(t, travellerId, cookie) : undefined;
}

describe('PATCH /api/admin/travellers/:id/details', () => {
  it('corrects the details, audits the names of the fields changed (never their values) and shows them in the lists', async () => {
    const admin = await t.signInAsAdmin();
    const traveller = await insertTraveller(t.db, { status: 'approved', approvedAt: new Date() });
    const before = (await listed(admin, traveller.tripId, traveller.id))!;
    const details = {
      ...formOf(before),
      firstName: 'maria-elena',
      phone: '+357 96 555 010',
      dateOfBirth: '2011-07-30',
      city: 'Paphos',
    };
    const response = await patch(traveller.id, admin, { details, expectedUpdatedAt: before.updatedAt });
    expect(response.statusCode, response.body).toBe(200);
    const after = adminTravellerSchema.parse(response.json());
    // The name is written as the registration writes it: Latin capitals.
    expect(after).toMatchObject({
      firstName: 'MARIA-ELENA',
      phone: '+357 96 555 010',
      dateOfBirth: '2011-07-30',
      city: 'Paphos',
      lastName: before.lastName,
      status: 'approved',
    });
    expect(after.updatedAt > before.updatedAt).toBe(true);
    expect(await listed(admin, traveller.tripId, traveller.id)).toEqual(after);

    const rows = (await auditRowsOf(t.db, traveller.id)).filter((row) => row.action === ACTION);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.details).toEqual({ fields: ['firstName', 'dateOfBirth', 'city', 'phone'] });
    expect(rows[0]!.actorUserId).not.toBeNull();
    expect(rows[0]!.tripId).toBe(traveller.tripId);
    const written = JSON.stringify(rows[0]);
    for (const value of ['MARIA', '555', '2011-07-30', 'Paphos']) expect(written).not.toContain(value);
  });

  it('lets staff give the nationality of a registration made before the form asked for it, from the list only', async () => {
    const admin = await t.signInAsAdmin();
    const traveller = await insertTraveller(t.db, { nationality: null });
    const form = formOf((await listed(admin, traveller.tripId, traveller.id))!);
    const missing = await patch(traveller.id, admin, { details: form });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ 'details.nationality': ['validation.required'] });
    const unknown = await patch(traveller.id, admin, { details: { ...form, nationality: 'Cypriot' } });
    expect(unknown.json().fieldErrors).toEqual({ 'details.nationality': ['validation.country'] });
    const given = await patch(traveller.id, admin, { details: { ...form, nationality: 'GR' } });
    expect(given.statusCode, given.body).toBe(200);
    expect(adminTravellerSchema.parse(given.json()).nationality).toBe('GR');
    const rows = (await auditRowsOf(t.db, traveller.id)).filter((row) => row.action === ACTION);
    expect(rows.map((row) => row.details)).toEqual([{ fields: ['nationality'] }]);
  });

  it('writes nothing and audits nothing when nothing changed', async () => {
    const admin = await t.signInAsAdmin();
    const traveller = await insertTraveller(t.db);
    const before = (await listed(admin, traveller.tripId, traveller.id))!;
    const response = await patch(traveller.id, admin, { details: formOf(before) });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminTravellerSchema.parse(response.json()).updatedAt).toBe(before.updatedAt);
    expect((await auditRowsOf(t.db, traveller.id)).filter((row) => row.action === ACTION)).toEqual([]);
  });

  it("refuses fields that break the registration's rules, keyed as the registration keys them", async () => {
    const admin = await t.signInAsAdmin();
    const traveller = await insertTraveller(t.db);
    const form = formOf((await listed(admin, traveller.tripId, traveller.id))!);
    const refused = await patch(traveller.id, admin, {
      details: { ...form, firstName: '', phone: 'call me', guardianEmail: 'not an e-mail', roommates: ['Χ'] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(refused.json().fieldErrors).sort()).toEqual([
      'details.firstName',
      'details.guardianEmail',
      'details.phone',
      'details.roommates.0',
    ]);

    // The trip's age rule, as at registration: a five-year-old is refused on the date of birth.
    const tooYoung = await patch(traveller.id, admin, { details: { ...form, dateOfBirth: '2021-01-01' } });
    expect(tooYoung.statusCode).toBe(400);
    expect(tooYoung.json().fieldErrors).toEqual({ 'details.dateOfBirth': ['validation.travellerAge'] });

    // The school's code is not the student form's: a registration never changes school.
    const school = await patch(traveller.id, admin, { details: { ...form, registrationCode: 'ABCD-EFGH' } });
    expect(school.statusCode).toBe(400);
    const missing = await patch(traveller.id, admin, { expectedUpdatedAt: new Date().toISOString() });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fieldErrors)).toContain('details');

    const row = await travellerRow(t.db, traveller.id);
    expect([row.firstName, row.phone, row.dateOfBirth]).toEqual([form.firstName, form.phone, form.dateOfBirth]);
    expect((await auditRowsOf(t.db, traveller.id)).filter((entry) => entry.action === ACTION)).toEqual([]);
  });

  it('refuses a change made on an old copy (409 CONFLICT) and a deleted registration (409), an unknown one is 404', async () => {
    const admin = await t.signInAsAdmin();
    const traveller = await insertTraveller(t.db);
    const before = (await listed(admin, traveller.tripId, traveller.id))!;
    const first = await patch(traveller.id, admin, {
      details: { ...formOf(before), city: 'Larnaca' },
      expectedUpdatedAt: before.updatedAt,
    });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await patch(traveller.id, admin, {
      details: { ...formOf(before), city: 'Nicosia' },
      expectedUpdatedAt: before.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFLICT');
    expect((await travellerRow(t.db, traveller.id)).city).toBe('Larnaca');

    const deleted = await insertTraveller(t.db, {
      status: 'deleted',
      statusBeforeDeletion: 'pending',
      deletionReason: 'Test',
    });
    const refused = await patch(deleted.id, admin, { details: { ...formOf(deleted), city: 'Nicosia' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CONFLICT');
    expect((await travellerRow(t.db, deleted.id)).city).toBe(deleted.city);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await patch(id, admin, { details: formOf(before) });
      expect(response.statusCode, id).toBe(404);
    }
  });

  it('regroups the rooms when staff name a roommate back, and refuses a fourth in a room', async () => {
    const admin = await t.signInAsAdmin();
    const full = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;
    const alone = await insertTraveller(t.db);
    const fourth = await insertTraveller(t.db);
    const friend = await insertTraveller(t.db, { roommates: [full(alone)] });
    const third = await insertTraveller(t.db, { roommates: [full(friend), full(fourth)] });
    await t.db
      .update(travellers)
      .set({ roommates: [full(alone), full(third)] })
      .where(eq(travellers.id, friend.id));
    const named = await patch(alone.id, admin, { details: { ...formOf(alone), roommates: [full(friend)] } });
    expect(named.statusCode, named.body).toBe(200);
    const [a, b] = [await travellerRow(t.db, alone.id), await travellerRow(t.db, friend.id)];
    expect(a.roommateGroupId).not.toBeNull();
    expect(b.roommateGroupId).toBe(a.roommateGroupId);
    expect((await travellerRow(t.db, third.id)).roommateGroupId).toBe(a.roommateGroupId);

    const over = await patch(fourth.id, admin, { details: { ...formOf(fourth), roommates: [full(third)] } });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('ROOMMATE_GROUP_FULL');
    expect((await travellerRow(t.db, fourth.id)).roommates).toEqual([]);
  });

  it("moves the registration to the new guardian e-mail's account, and out of the old one's My Voyage", async () => {
    const admin = await t.signInAsAdmin();
    const traveller = await insertTraveller(t.db, { status: 'approved', approvedAt: new Date() });
    const oldGuardian = await t.signInAsGuardian(traveller.guardianEmail);
    // The other parent has an account of their own, for a sibling.
    const sibling = await insertTraveller(t.db, { guardianEmail: reviewEmail() });
    const newEmail = sibling.guardianEmail;
    const newGuardian = await t.signInAsGuardian(newEmail);
    const mine = async (cookie: string) =>
      travellerSchema
        .array()
        .parse((await t.app.inject({ url: '/api/my/travellers', headers: { cookie } })).json())
        .map((row) => row.id);
    expect(await mine(oldGuardian)).toContain(traveller.id);
    expect(await mine(newGuardian)).toEqual([sibling.id]);

    const response = await patch(traveller.id, admin, {
      details: { ...formOf(traveller), guardianName: 'Andreas Ioannou', guardianEmail: newEmail.toUpperCase() },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().guardianEmail).toBe(newEmail);
    expect(await mine(newGuardian)).toContain(traveller.id);
    expect(await mine(oldGuardian)).not.toContain(traveller.id);
    const [entry] = (await auditRowsOf(t.db, traveller.id)).filter((row) => row.action === ACTION);
    expect(entry!.details).toEqual({ fields: ['guardianName', 'guardianEmail'] });
  });

  it('is for staff only: a guardian is 403, nobody is 401', async () => {
    const traveller = await insertTraveller(t.db);
    const guardian = await t.signInAsGuardian(traveller.guardianEmail);
    const payload = { details: formOf(traveller) };
    expect((await patch(traveller.id, guardian, payload)).statusCode).toBe(403);
    expect((await patch(traveller.id, '', payload)).statusCode).toBe(401);
    expect((await travellerRow(t.db, traveller.id)).updatedAt).toEqual(traveller.updatedAt);
  });
});
