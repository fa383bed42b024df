import { randomUUID } from 'node:crypto';
import type { Role, StaffRole } from '@voyage/domain';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { account, staffRoles, user } from '../schema/index.ts';

export type AdminCredentials = { email: string; password: string };
/** A staff account (`role: 'admin'`) is an administrator unless `staffRole` says otherwise. */
type NewPasswordUser = AdminCredentials & { name: string; role: Role; staffRole?: StaffRole };

/**
 * A user with an e-mail/password account, stored as better-auth's e-mail sign-up would store it
 * (a `credential` account holding its scrypt hash). Returns the user id.
 */
export async function createPasswordUser(db: Database, newUser: NewPasswordUser): Promise<string> {
  const userId = randomUUID();
  const password = await hashPassword(newUser.password);
  await db.transaction(async (tx) => {
    await tx.insert(user).values({
      id: userId,
      name: newUser.name,
      email: newUser.email.toLowerCase(),
      emailVerified: true,
      role: newUser.role,
    });
    await tx
      .insert(account)
      .values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password });
    if (newUser.role === 'admin') {
      await tx.insert(staffRoles).values({ userId, role: newUser.staffRole ?? 'administrator' });
    }
  });
  return userId;
}

/** Makes sure an admin with this e-mail exists. An existing account keeps its password. */
export async function ensureAdmin(db: Database, credentials: AdminCredentials): Promise<void> {
  const email = credentials.email.toLowerCase();
  const [existing] = await db.select({ id: user.id, role: user.role }).from(user).where(eq(user.email, email));
  if (!existing) {
    await createPasswordUser(db, { ...credentials, name: 'Voyage admin', role: 'admin' });
    return;
  }
  // ADMIN_EMAIL is the operator's explicit choice: that account is an admin.
  if (existing.role !== 'admin') await db.update(user).set({ role: 'admin' }).where(eq(user.id, existing.id));
  await db
    .insert(staffRoles)
    .values({ userId: existing.id, role: 'administrator' })
    .onConflictDoUpdate({ target: staffRoles.userId, set: { role: 'administrator', updatedAt: new Date() } });
}
