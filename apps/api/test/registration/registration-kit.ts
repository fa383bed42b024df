import { randomUUID } from 'node:crypto';
import type { TravellerDetailsInput } from '@voyage/domain';
import { and, desc, eq, inArray, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, expect } from 'vitest';
import { hashAccountToken, newAccountToken } from '../../src/accounts/account-token.ts';
import type { AppConfig } from '../../src/config/config.ts';
import type { Database } from '../../src/db/database.ts';
import {
  accountTokens,
  files,
  outbox,
  registrationDrafts,
  schools,
  travellers,
  trips,
  user,
} from '../../src/db/schema/index.ts';
import { DRAFT_LIFETIME_MS } from '../../src/registration/draft-cookie.ts';
import { DRAFT_COOKIE } from '../helpers/constants.ts';
import { setupTestApp, type TestApp } from '../helpers/test-app.ts';

const madeDraftHashes: string[] = [];
const madeFileIds: string[] = [];

/** Every guardian e-mail the registration tests make ends so; the clean-up removes what they made. */
export const TEST_EMAIL_DOMAIN = 'registration.test';

/** Capital letters only, as traveller names are written: a name no seeded traveller has. */
export function uniqueName(prefix = 'T'): string {
  const hex = randomUUID().replaceAll('-', '').slice(0, 10);
  return `${prefix}${[...hex].map((digit) => String.fromCharCode(65 + parseInt(digit, 16))).join('')}`;
}

export function uniqueEmail(): string {
  return `family-${randomUUID().slice(0, 8)}@${TEST_EMAIL_DOMAIN}`;
}

export type SchoolOfTrip = { tripId: number; schoolId: number; code: string; name: string; startsOn: string };

/** The `index`-th school of the active trip (open for registration in the seed), or of the past one (closed). */
export async function schoolOf(db: Database, which: 'active' | 'past', index = 0): Promise<SchoolOfTrip> {
  const rows = await db
    .select({
      tripId: trips.id,
      schoolId: schools.id,
      code: schools.registrationCode,
      name: schools.name,
      startsOn: trips.startsOn,
    })
    .from(schools)
    .innerJoin(trips, eq(trips.id, schools.tripId))
    .where(eq(trips.active, which === 'active'))
    .orderBy(schools.id);
  const row = rows[index];
  if (!row) throw new Error(`the seed has no school ${index} on the ${which} trip`);
  return row;
}

/** A traveller 14 years old when the trip leaves, with a guardian of their own. */
export function validDetails(
  school: SchoolOfTrip,
  overrides: Partial<TravellerDetailsInput> = {},
): TravellerDetailsInput {
  const year = Number(school.startsOn.slice(0, 4)) - 14;
  return {
    firstName: uniqueName('MARIA'),
    lastName: uniqueName('GEORGIOU'),
    gender: 'female',
    dateOfBirth: `${year}-01-15`,
    nationality: 'CY',
    city: 'Limassol',
    district: 'lemesos',
    phone: '+357 99 123456',
    language: 'en',
    guardianName: 'Eleni Georgiou',
    guardianEmail: uniqueEmail(),
    roommates: [],
    registrationCode: school.code,
    ...overrides,
  };
}

/** The draft cookie a response set, as a Cookie header, or undefined. */
export function draftCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((entry) => entry.name === DRAFT_COOKIE && entry.value !== '');
  if (!cookie) return undefined;
  madeDraftHashes.push(hashAccountToken(cookie.value));
  return `${DRAFT_COOKIE}=${cookie.value}`;
}

export function draftHashOf(cookie: string): string {
  return hashAccountToken(cookie.slice(DRAFT_COOKIE.length + 1));
}

/** The calls of the registration flow as a browser makes them (CSRF pair and Origin on unsafe ones). */
export function registrationCalls(t: TestApp) {
  return {
    start: (body: Record<string, unknown>, cookie = '') =>
      t.app.inject({ method: 'POST', url: '/api/registration/start', headers: t.unsafeHeaders(cookie), payload: body }),
    draft: (tripId: number, cookie: string) =>
      t.app.inject({ url: `/api/registration/draft?trip_id=${tripId}`, headers: { cookie } }),
    save: (details: Record<string, unknown>, cookie: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/registration/draft',
        headers: t.unsafeHeaders(cookie),
        payload: { details },
      }),
    details: (payload: Record<string, unknown>, cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/registration/draft/details',
        headers: t.unsafeHeaders(cookie),
        payload,
      }),
    // The web client sends `{}` with its DELETE and POST calls that have nothing to say.
    discard: (cookie: string) =>
      t.app.inject({ method: 'DELETE', url: '/api/registration/draft', headers: t.unsafeHeaders(cookie), payload: {} }),
    submit: (cookie: string, idempotencyKey?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/registration/submit',
        headers: { ...t.unsafeHeaders(cookie), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
        payload: {},
      }),
    confirmation: (path: '' | '/complete' | '/renew', payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/registration/confirmation${path}`,
        headers: t.unsafeHeaders(),
        payload,
      }),
  };
}

/** What an upload leaves: a `files` row the draft points at (the upload route is tested on its own). */
export async function attachUploadedFile(
  db: Database,
  cookie: string,
  type: 'passport' | 'id_card' = 'passport',
): Promise<string> {
  const [file] = await db
    .insert(files)
    .values({ originalName: 'passport.jpg', mediaType: 'image/jpeg', sizeBytes: 1234, sha256: 'a'.repeat(64) })
    .returning({ id: files.id });
  madeFileIds.push(file!.id);
  await db
    .update(registrationDrafts)
    .set({ documentFileId: file!.id, documentType: type })
    .where(eq(registrationDrafts.tokenHash, draftHashOf(cookie)));
  return file!.id;
}

/** A draft through steps 1 and 2 with the ID attached, ready to send; its cookie and details. */
export async function readyDraft(t: TestApp, school: SchoolOfTrip, overrides: Partial<TravellerDetailsInput> = {}) {
  const calls = registrationCalls(t);
  const started = await calls.start({ tripId: school.tripId, registrationCode: school.code });
  expect(started.statusCode, started.body).toBe(201);
  const cookie = draftCookieOf(started)!;
  const details = validDetails(school, overrides);
  const checked = await calls.details({ details }, cookie);
  expect(checked.statusCode, checked.body).toBe(200);
  await attachUploadedFile(t.db, cookie);
  return { cookie, details };
}

/**
 * A draft at step 3 written straight to the database (for the concurrency rounds, which need many and
 * must not spend the registration-code attempts); its cookie.
 */
export async function insertReadyDraft(
  db: Database,
  school: SchoolOfTrip,
  overrides: Partial<TravellerDetailsInput> = {},
) {
  const { token, tokenHash } = newAccountToken();
  const { registrationCode: _code, ...details } = validDetails(school, overrides);
  const [file] = await db
    .insert(files)
    .values({ originalName: 'id.png', mediaType: 'image/png', sizeBytes: 99, sha256: 'b'.repeat(64) })
    .returning({ id: files.id });
  madeFileIds.push(file!.id);
  madeDraftHashes.push(tokenHash);
  await db.insert(registrationDrafts).values({
    tokenHash,
    tripId: school.tripId,
    schoolId: school.schoolId,
    step: 'document',
    details: { ...details, roommates: details.roommates ?? [] },
    documentFileId: file!.id,
    documentType: 'id_card',
    expiresAt: new Date(Date.now() + DRAFT_LIFETIME_MS),
  });
  return `${DRAFT_COOKIE}=${token}`;
}

/** The token and trip of the confirmation link in the newest mail to `email`. */
export async function confirmationLinkTo(
  db: Database,
  email: string,
): Promise<{ token: string; tripId: number; url: URL }> {
  const [message] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, email), eq(outbox.template, 'registration-confirmation')))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const link = message?.textBody.match(/https?:\/\/\S+\/confirm_email\/\S+/);
  if (!link) throw new Error(`no confirmation mail to ${email}`);
  const url = new URL(link[0]);
  const [, , token, tripId] = url.pathname.split('/');
  return { token: token!, tripId: Number(tripId), url };
}

/**
 * Removes what the file's registrations made when it ends (PostgreSQL runs share one database): the
 * travellers of its test e-mails with their documents and links, drafts, files, mail and accounts.
 */
export function removeRegistrationsAfterAll(t: TestApp): void {
  afterAll(async () => {
    const made = await t.db
      .select({ id: travellers.id })
      .from(travellers)
      .where(like(travellers.guardianEmail, `%@${TEST_EMAIL_DOMAIN}`));
    await t.db
      .delete(registrationDrafts)
      .where(inArray(registrationDrafts.tokenHash, madeDraftHashes.splice(0).concat('none')));
    if (made.length > 0)
      await t.db.delete(travellers).where(
        inArray(
          travellers.id,
          made.map((row) => row.id),
        ),
      );
    await t.db.delete(files).where(inArray(files.id, madeFileIds.splice(0).concat(randomUUID())));
    await t.db.delete(outbox).where(like(outbox.toAddress, `%@${TEST_EMAIL_DOMAIN}`));
    await t.db.delete(accountTokens).where(like(accountTokens.email, `%@${TEST_EMAIL_DOMAIN}`));
    await t.db.delete(user).where(like(user.email, `%@${TEST_EMAIL_DOMAIN}`));
  });
}

/** The app for a file that registers families (what they made is removed when it ends), and the flow's calls. */
export function setupRegistrationApp(overrides: Partial<AppConfig> = {}) {
  const t = setupTestApp(overrides);
  removeRegistrationsAfterAll(t);
  return { t, calls: registrationCalls(t) };
}
