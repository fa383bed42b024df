import { hashPassword } from 'better-auth/crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { account, travellers, user } from '../../src/db/schema/index.ts';
import { createPasswordUser } from '../../src/db/seed/seed-admin.ts';

/** The password every test guardian gets. */
export const GUARDIAN_PASSWORD = 'guardian password 1';

/** Guardian e-mails of `count` different families with non-deleted seeded registrations, always the same ones. */
export async function seededGuardianEmails(db: Database, count: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: travellers.guardianEmail })
    .from(travellers)
    .where(ne(travellers.status, 'deleted'))
    .orderBy(asc(travellers.guardianEmail))
    .limit(count);
  if (rows.length < count) throw new Error(`the template has fewer than ${count} guardian e-mails`);
  return rows.map((row) => row.email);
}

/**
 * A guardian account with a password for a registration's guardian e-mail, as creating it from the
 * account link would leave it; an existing one (PostgreSQL runs share a database) gets the password again.
 */
export async function ensureGuardianUser(db: Database, email: string, password = GUARDIAN_PASSWORD): Promise<string> {
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!existing) return createPasswordUser(db, { email, password, name: `Guardian of ${email}`, role: 'guardian' });
  await db.update(user).set({ role: 'guardian', emailVerified: true }).where(eq(user.id, existing.id));
  const hash = await hashPassword(password);
  const updated = await db
    .update(account)
    .set({ password: hash })
    .where(and(eq(account.userId, existing.id), eq(account.providerId, 'credential')))
    .returning({ id: account.id });
  if (updated.length === 0) {
    await db.insert(account).values({
      id: crypto.randomUUID(),
      accountId: existing.id,
      providerId: 'credential',
      userId: existing.id,
      password: hash,
    });
  }
  return existing.id;
}
