import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { afterAll } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { auditLog, outbox, travellers, trips } from '../../src/db/schema/index.ts';
import { TEST_PUBLIC_URL } from '../helpers/constants.ts';
import type { TestApp } from '../helpers/test-app.ts';

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
    firstName: `TEST${letters(unique)}`,
    guardianName: `Guardian ${unique}`,
    guardianEmail: `guardian-${unique}@example.com`,
    guardianUserId: null,
    approvedAt: null,
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

export type OutboxMessage = typeof outbox.$inferSelect;

/** The messages to an address, newest first. */
export async function messagesTo(db: Database, to: string, template?: string): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, to))
    .orderBy(desc(outbox.createdAt), desc(outbox.id));
  return template ? rows.filter((row) => row.template === template) : rows;
}

/** The first link on PUBLIC_URL in the newest message to `to` (of `template`), as a URL. */
export async function linkMailedTo(db: Database, to: string, template: string): Promise<URL> {
  const [message] = await messagesTo(db, to, template);
  if (!message) throw new Error(`no ${template} message to ${to}`);
  const match = message.textBody.match(/https?:\/\/[^\s<>"]+/);
  if (!match) throw new Error(`the ${template} message has no link`);
  return new URL(match[0]);
}

/** The path and query of a mailed link on PUBLIC_URL, ready for `app.inject`. */
export function injectPath(link: URL): string {
  if (link.origin !== new URL(TEST_PUBLIC_URL).origin) throw new Error(`link on ${link.origin}, not on PUBLIC_URL`);
  return `${link.pathname}${link.search}`;
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
