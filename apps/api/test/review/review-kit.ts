import { randomUUID } from 'node:crypto';
import type { Locale, RegistrationStatus } from '@voyage/domain';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll } from 'vitest';
import type { AppConfig } from '../../src/config/config.ts';
import type { Database } from '../../src/db/database.ts';
import { auditLog, outbox, schools, travellers, trips, user } from '../../src/db/schema/index.ts';
import { setupTestApp, type TestApp } from '../helpers/test-app.ts';

/** Every guardian e-mail the review tests make ends so; the clean-up removes what they made. */
export const REVIEW_EMAIL_DOMAIN = 'review.test';

export const reviewEmail = () => `family-${randomUUID().slice(0, 8)}@${REVIEW_EMAIL_DOMAIN}`;

/** Capital letters only, as traveller names are written: a name no seeded traveller has. */
function uniqueName(prefix: string): string {
  const hex = randomUUID().replaceAll('-', '').slice(0, 8);
  return `${prefix}${[...hex].map((digit) => String.fromCharCode(65 + parseInt(digit, 16))).join('')}`;
}

type NewTraveller = Partial<typeof travellers.$inferInsert>;

/**
 * A registration of the active trip written straight to the database: pending, e-mail confirmed, with a
 * guardian of its own (`REVIEW_EMAIL_DOMAIN`) unless told otherwise. Tests act on these, never on the seed's,
 * so a PostgreSQL run (one database for every file) finds the seed as it was.
 */
export async function insertTraveller(db: Database, overrides: NewTraveller = {}) {
  const [school] = await db
    .select({ tripId: trips.id, schoolId: schools.id, district: schools.district })
    .from(schools)
    .innerJoin(trips, eq(trips.id, schools.tripId))
    .where(eq(trips.active, true))
    .orderBy(asc(schools.id))
    .limit(1);
  if (!school) throw new Error('the seed has no school on the active trip');
  const [row] = await db
    .insert(travellers)
    .values({
      tripId: school.tripId,
      schoolId: school.schoolId,
      status: 'pending',
      firstName: uniqueName('ELENI'),
      lastName: uniqueName('GEORGIOU'),
      gender: 'female',
      dateOfBirth: '2012-01-15',
      nationality: 'CY',
      city: 'Limassol',
      district: school.district,
      phone: '+357 99 123456',
      language: 'en' satisfies Locale,
      guardianName: 'Maria Georgiou',
      guardianEmail: reviewEmail(),
      emailConfirmedAt: new Date(Date.now() - 60_000),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function travellerRow(db: Database, id: string) {
  const [row] = await db.select().from(travellers).where(eq(travellers.id, id));
  if (!row) throw new Error(`no traveller ${id}`);
  return row;
}

export async function auditRowsOf(db: Database, travellerId: string) {
  return db.select().from(auditLog).where(eq(auditLog.entityId, travellerId)).orderBy(asc(auditLog.id));
}

export async function mailsTo(db: Database, email: string) {
  return db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(asc(outbox.createdAt));
}

type Body = Record<string, unknown>;

/** The review calls as the web app makes them (CSRF pair and Origin), as the session in `cookie`. */
export function reviewCalls(t: TestApp) {
  const post = (url: string, payload: Body, cookie: string) =>
    t.app.inject({ method: 'POST', url, headers: t.unsafeHeaders(cookie), payload });
  const staff = (action: string) => (id: string, payload: Body, cookie: string) =>
    post(`/api/admin/travellers/${id}/${action}`, payload, cookie);
  return {
    approve: staff('approve'),
    reject: staff('reject'),
    delete: staff('delete'),
    restore: staff('restore'),
    consentDeadline: staff('consent-deadline'),
    bulkApprove: (ids: string[], cookie: string) => post('/api/admin/travellers/approve', { ids }, cookie),
    withdraw: (id: string, payload: Body, cookie: string) => post(`/api/my/travellers/${id}/withdraw`, payload, cookie),
  };
}

export const expecting = (expectedStatus: RegistrationStatus) => ({ expectedStatus });

/** Removes the file's travellers, their mail and guardian accounts when it ends; audit rows stay (history). */
export function removeReviewDataAfterAll(t: TestApp): void {
  afterAll(async () => {
    const pattern = `%@${REVIEW_EMAIL_DOMAIN}`;
    await t.db.delete(travellers).where(like(travellers.guardianEmail, pattern));
    await t.db.delete(outbox).where(like(outbox.toAddress, pattern));
    await t.db.delete(user).where(like(user.email, pattern));
  });
}

/** The app for a file that reviews registrations (what it made is removed when it ends), and the review calls. */
export function setupReviewApp(overrides: Partial<AppConfig> = {}) {
  const t = setupTestApp(overrides);
  removeReviewDataAfterAll(t);
  return { t, calls: reviewCalls(t) };
}
