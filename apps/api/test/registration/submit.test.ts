import { randomUUID } from 'node:crypto';
import { registrationSubmittedSchema } from '@voyage/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountTokens,
  auditLog,
  documents,
  idempotencyKeys,
  outbox,
  registrationDrafts,
  travellers,
} from '../../src/db/schema/index.ts';
import { TEST_PUBLIC_URL } from '../helpers/constants.ts';
import {
  attachUploadedFile,
  confirmationLinkTo,
  draftCookieOf,
  draftHashOf,
  readyDraft,
  schoolOf,
  setupRegistrationApp,
  validDetails,
} from './registration-kit.ts';
import type { AdminTraveller } from '@voyage/domain';

const { t, calls } = setupRegistrationApp({ registrationCodeRateLimitMax: 1000 });

/** Rows a registration of this guardian e-mail made: travellers, their ID documents, mails. */
async function madeFor(email: string) {
  const ids = (
    await t.db.select({ id: travellers.id }).from(travellers).where(eq(travellers.guardianEmail, email))
  ).map((row) => row.id);
  const [docs] = ids.length
    ? await t.db.select({ n: count() }).from(documents).where(inArray(documents.travellerId, ids))
    : [{ n: 0 }];
  const [mails] = await t.db.select({ n: count() }).from(outbox).where(eq(outbox.toAddress, email));
  return { travellers: ids.length, documents: docs!.n, mails: mails!.n };
}

describe('POST /api/registration/submit', () => {
  it('makes one pending registration, its ID document and one confirmation mail, and marks the draft sent', async () => {
    const school = await schoolOf(t.db, 'active');
    const { cookie, details } = await readyDraft(t, school, { language: 'el', nationality: 'GR' });
    const response = await calls.submit(cookie);
    expect(response.statusCode, response.body).toBe(201);
    const body = registrationSubmittedSchema.parse(response.json());
    expect(body.guardianEmail).toBe(details.guardianEmail);
    expect(await madeFor(details.guardianEmail)).toEqual({ travellers: 1, documents: 1, mails: 1 });

    const [traveller] = await t.db.select().from(travellers).where(eq(travellers.id, body.travellerId));
    expect(traveller).toMatchObject({
      status: 'pending',
      emailConfirmedAt: null,
      schoolId: school.schoolId,
      firstName: details.firstName,
      lastName: details.lastName,
      language: 'el',
      nationality: 'GR',
      roommateGroupId: null,
      personalCode: null,
    });
    const [draft] = await t.db
      .select()
      .from(registrationDrafts)
      .where(eq(registrationDrafts.tokenHash, draftHashOf(cookie)));
    expect(draft).toMatchObject({ step: 'submitted', submittedTravellerId: body.travellerId });
    const [document] = await t.db.select().from(documents).where(eq(documents.travellerId, body.travellerId));
    expect(document).toMatchObject({ type: 'passport', status: 'pending', fileId: draft!.documentFileId });

    const link = await confirmationLinkTo(t.db, details.guardianEmail);
    expect(link.url.href).toBe(`${TEST_PUBLIC_URL}/confirm_email/${link.token}/${school.tripId}`);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.toAddress, details.guardianEmail));
    expect(mail).toMatchObject({ template: 'registration-confirmation', locale: 'el' });
    expect(mail!.textBody).toContain(`${details.firstName} ${details.lastName}`);
    const [token] = await t.db.select().from(accountTokens).where(eq(accountTokens.travellerId, body.travellerId));
    expect(token).toMatchObject({ purpose: 'email-confirmation', email: details.guardianEmail, usedAt: null });
    expect(token!.expiresAt.getTime() - token!.createdAt.getTime()).toBeCloseTo(7 * 24 * 3_600_000, -4);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'registration.submitted'), eq(auditLog.entityId, body.travellerId)));
    expect(audits).toHaveLength(1);

    const draftNow = await calls.draft(school.tripId, cookie);
    expect(draftNow.json()).toMatchObject({ step: 'submitted', submitted: body });
  });

  it('answers 409 DOCUMENT_REQUIRED without an uploaded ID, writing nothing; sending again after the upload works', async () => {
    const school = await schoolOf(t.db, 'active');
    const started = await calls.start({ tripId: school.tripId, registrationCode: school.code });
    const cookie = draftCookieOf(started)!;
    const details = validDetails(school);
    await calls.details({ details }, cookie);
    const key = randomUUID();
    const refused = await calls.submit(cookie, key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('DOCUMENT_REQUIRED');
    expect(await madeFor(details.guardianEmail)).toEqual({ travellers: 0, documents: 0, mails: 0 });
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    await attachUploadedFile(t.db, cookie, 'id_card');
    const sent = await calls.submit(cookie, key);
    expect(sent.statusCode).toBe(201);
  });

  it('answers 400 with the fields to fix when step 2 was never completed', async () => {
    const school = await schoolOf(t.db, 'active');
    const cookie = draftCookieOf(await calls.start({ tripId: school.tripId, registrationCode: school.code }))!;
    await attachUploadedFile(t.db, cookie);
    const response = await calls.submit(cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty(['details.firstName']);
  });

  it('answers 404 without a draft', async () => {
    expect((await calls.submit('')).statusCode).toBe(404);
  });

  it('replays the first answer to a retry with the same Idempotency-Key, creating one registration', async () => {
    const school = await schoolOf(t.db, 'active');
    const { cookie, details } = await readyDraft(t, school);
    const key = randomUUID();
    const first = await calls.submit(cookie, key);
    const retry = await calls.submit(cookie, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(await madeFor(details.guardianEmail)).toEqual({ travellers: 1, documents: 1, mails: 1 });
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(1);
  });

  it('answers 409 IDEMPOTENCY_CONFLICT to the same key sent from another draft', async () => {
    const school = await schoolOf(t.db, 'active');
    const mine = await readyDraft(t, school);
    const theirs = await readyDraft(t, school);
    const key = randomUUID();
    expect((await calls.submit(mine.cookie, key)).statusCode).toBe(201);
    const response = await calls.submit(theirs.cookie, key);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await madeFor(theirs.details.guardianEmail)).toEqual({ travellers: 0, documents: 0, mails: 0 });
  });

  it('answers a double click without a key with the same body, creating one registration', async () => {
    const school = await schoolOf(t.db, 'active');
    const { cookie, details } = await readyDraft(t, school);
    const [a, b] = await Promise.all([calls.submit(cookie), calls.submit(cookie)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json()).toEqual(b.json());
    const later = await calls.submit(cookie);
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual(a.json());
    expect(await madeFor(details.guardianEmail)).toEqual({ travellers: 1, documents: 1, mails: 1 });
  });

  it('answers two concurrent requests with one key with one registration: the replay or 409', async () => {
    const school = await schoolOf(t.db, 'active');
    const { cookie, details } = await readyDraft(t, school);
    const key = randomUUID();
    const answers = await Promise.all([calls.submit(cookie, key), calls.submit(cookie, key)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    expect(await madeFor(details.guardianEmail)).toEqual({ travellers: 1, documents: 1, mails: 1 });
  });

  it('refuses an Idempotency-Key longer than 200 characters', async () => {
    const school = await schoolOf(t.db, 'active');
    const { cookie, details } = await readyDraft(t, school);
    const response = await calls.submit(cookie, 'k'.repeat(201));
    expect(response.statusCode).toBe(400);
    expect(await madeFor(details.guardianEmail)).toEqual({ travellers: 0, documents: 0, mails: 0 });
  });

  it('sends a second registration of the same child like any other, and marks it for staff as a possible duplicate', async () => {
    const school = await schoolOf(t.db, 'active');
    const child = validDetails(school);
    const { guardianEmail: _email, ...sameChild } = child;
    const first = await readyDraft(t, school, child);
    const second = await readyDraft(t, school, sameChild);
    expect((await calls.submit(first.cookie)).statusCode).toBe(201);
    const response = await calls.submit(second.cookie);
    expect(response.statusCode, response.body).toBe(201);
    expect(Object.keys(response.json()).sort()).toEqual(['guardianEmail', 'travellerId']);
    expect(await madeFor(second.details.guardianEmail)).toEqual({ travellers: 1, documents: 1, mails: 1 });
    const firstId = (
      await t.db
        .select()
        .from(registrationDrafts)
        .where(eq(registrationDrafts.tokenHash, draftHashOf(first.cookie)))
    )[0]!.submittedTravellerId;
    const [marked] = await t.db.select().from(travellers).where(eq(travellers.id, response.json().travellerId));
    expect(marked?.possibleDuplicateOfId).toBe(firstId);
    const [original] = await t.db.select().from(travellers).where(eq(travellers.id, firstId!));
    expect(original?.possibleDuplicateOfId).toBeNull();

    // Staff see the mark on the registration's page, the earlier registration beside it.
    const cookie = await t.signInAsAdmin();
    const detail = await t.app.inject({
      url: `/api/admin/travellers/${response.json().travellerId}`,
      headers: { cookie },
    });
    const { traveller, related } = detail.json() as { traveller: AdminTraveller; related: AdminTraveller[] };
    expect(traveller.possibleDuplicateOfId).toBe(firstId);
    expect(related.map((other) => other.id)).toContain(firstId);
  });

  it('gives roommates who name each other one roommate group id, and none to a name typed on one side', async () => {
    const school = await schoolOf(t.db, 'active', 3);
    const a = validDetails(school);
    const b = validDetails(school);
    const c = validDetails(school);
    const name = (d: typeof a) => `${d.firstName} ${d.lastName}`;
    const send = async (details: typeof a) => {
      const { cookie } = await readyDraft(t, school, details);
      return registrationSubmittedSchema.parse((await calls.submit(cookie)).json()).travellerId;
    };
    const groupOf = async (id: string) =>
      (await t.db.select().from(travellers).where(eq(travellers.id, id)))[0]!.roommateGroupId;

    const idA = await send({ ...a, roommates: [name(b).toLowerCase()] });
    expect(await groupOf(idA)).toBeNull();
    const idC = await send({ ...c, roommates: [`${b.lastName} ${b.firstName}`] });
    expect(await groupOf(idC)).toBeNull();
    const idB = await send({ ...b, roommates: [name(a)] });
    const group = await groupOf(idB);
    expect(group).not.toBeNull();
    expect(await groupOf(idA)).toBe(group);
    expect(await groupOf(idC)).toBeNull();
    const members = await t.db
      .select({ id: travellers.id })
      .from(travellers)
      .where(eq(travellers.roommateGroupId, group!));
    expect(members.map((row) => row.id).sort()).toEqual([idA, idB].sort());
  });
});
