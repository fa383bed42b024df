import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { account, user } from '../schema/index.ts';

export type AdminCredentials = { email: string; password: string };

/**
 * Makes sure an admin account with this e-mail exists, as better-auth's e-mail sign-up would have
 * made it (a `credential` account holding its scrypt hash). An existing account keeps its password.
 */
export async function ensureAdmin(db: Database, credentials: AdminCredentials): Promise<void> {
  const email = credentials.email.toLowerCase();
  const [existing] = await db.select({ id: user.id, role: user.role }).from(user).where(eq(user.email, email));
  if (existing) {
    if (existing.role !== 'admin') await db.update(user).set({ role: 'admin' }).where(eq(user.id, existing.id));
    return;
  }
  const userId = randomUUID();
  const password = await hashPassword(credentials.password);
  await db.transaction(async (tx) => {
    await tx.insert(user).values({ id: userId, name: 'Voyage admin', email, emailVerified: true, role: 'admin' });
    await tx.insert(account).values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password });
  });
}
