import { randomUUID } from 'node:crypto';
import type { Role } from '@voyage/domain';
import { and, eq } from 'drizzle-orm';
import { account, user } from '../../db/schema/index.ts';
import type { Executor } from '../../db/executor.ts';

type NewUser = { email: string; name: string; role: Role; passwordHash: string };

function insertCredential(tx: Executor, userId: string, password: string) {
  return tx.insert(account).values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password });
}

/** A user with an e-mail/password account, stored as better-auth stores one (a `credential` account). */
export async function insertPasswordUser(tx: Executor, newUser: NewUser): Promise<string> {
  const userId = randomUUID();
  await tx
    .insert(user)
    .values({ id: userId, name: newUser.name, email: newUser.email, emailVerified: true, role: newUser.role });
  await insertCredential(tx, userId, newUser.passwordHash);
  return userId;
}

/** Sets (or replaces) the user's password. */
export async function setCredentialPassword(tx: Executor, userId: string, passwordHash: string): Promise<void> {
  const updated = await tx
    .update(account)
    .set({ password: passwordHash })
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .returning({ id: account.id });
  if (updated.length === 0) await insertCredential(tx, userId, passwordHash);
}

/** Changes a user's role (and with it, for an accepted invitation, the name and a verified e-mail). */
export async function updateUser(
  tx: Executor,
  userId: string,
  changes: { role: Role; name?: string; emailVerified?: boolean },
): Promise<void> {
  await tx.update(user).set(changes).where(eq(user.id, userId));
}
