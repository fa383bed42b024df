import { randomUUID } from 'node:crypto';
import { creditorReferenceForCode } from '@voyage/domain';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { afterAll } from 'vitest';
import type { AppConfig } from '../../src/config/config.ts';
import type { Database } from '../../src/db/database.ts';
import { auditLog, travellers, trips } from '../../src/db/schema/index.ts';
import { setupTestApp, type TestApp } from '../helpers/test-app.ts';

const added: string[] = [];

/**
 * Removes this file's added registrations when it ends: PostgreSQL runs share one database, and other
 * files count the seeded ones. Call right after `setupTestApp()`, so it runs before the app closes.
 */
export function removeAddedRegistrationsAfterAll(t: TestApp): void {
  afterAll(async () => {
    if (added.length > 0) await t.db.delete(travellers).where(inArray(travellers.id, added.splice(0)));
  });
}

/** The app for a file that adds registrations, which are removed when the file ends. */
export function setupAppWithRegistrations(overrides: Partial<AppConfig> = {}): TestApp {
  const t = setupTestApp(overrides);
  removeAddedRegistrationsAfterAll(t);
  return t;
}

/** Capital letters only, as traveller names are written (docs/product/rules.md#traveller-names). */
const letters = (hex: string) => [...hex].map((digit) => String.fromCharCode(65 + parseInt(digit, 16))).join('');

export type TestRegistration = {
  id: string;
  guardianEmail: string;
  firstName: string;
  lastName: string;
  guardianName: string;
};

/**
 * A new pending registration on the active trip with its own guardian e-mail (a copy of a seeded one's
 * other fields), so a test never depends on which seeded families other test files have used.
 */
export async function addRegistration(
  db: Database,
  overrides: Partial<typeof travellers.$inferInsert> = {},
): Promise<TestRegistration> {
  const [model] = await db
    .select()
    .from(travellers)
    .innerJoin(trips, eq(trips.id, travellers.tripId))
    .where(and(eq(trips.active, true), ne(travellers.status, 'deleted')))
    .limit(1);
  if (!model) throw new Error('the template has no registration on the active trip');
  const unique = randomUUID().slice(0, 8);
  const row = {
    ...model.travellers,
    id: randomUUID(),
    status: 'pending' as const,
    personalCode: null,
    paymentReference: null,
    firstName: `TEST${letters(unique)}`,
    guardianName: `Guardian ${unique}`,
    guardianEmail: `guardian-${unique}@example.com`,
    guardianUserId: null,
    approvedAt: null,
    // No identity document described yet, whatever the template's traveller has.
    idDocumentType: null,
    idDocumentNumber: null,
    idDocumentExpiresOn: null,
    idDocumentIssuingCountry: null,
    emailConfirmedAt: new Date(),
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  };
  await db.insert(travellers).values(row);
  added.push(row.id);
  return {
    id: row.id,
    guardianEmail: row.guardianEmail,
    firstName: row.firstName,
    lastName: row.lastName,
    guardianName: row.guardianName,
  };
}

export async function auditRows(db: Database, action: string, entityId?: string) {
  const rows = await db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
  return entityId === undefined ? rows : rows.filter((row) => row.entityId === entityId);
}

/** The session cookie (name=value) a response set, or undefined. */
export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }): string | undefined {
  const cookie = response.cookies.find((entry) => entry.name.endsWith('session_token') && entry.value !== '');
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
}

/** A personal code no seeded traveller has (`DATA1B2-0001`) and the RF payment reference approval gives with it. */
export function givenCode(prefix: string) {
  const personalCode = `${prefix}${randomUUID().slice(0, 4).toUpperCase()}-0001`;
  return { personalCode, paymentReference: creditorReferenceForCode(personalCode) };
}
