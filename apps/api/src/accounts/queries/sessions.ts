import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { session } from '../../db/schema/index.ts';

export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(session).where(eq(session.id, sessionId));
}

/** Deletes the session unless it is the one `keptToken` names (the one a sign-in just issued). */
export async function deleteSessionUnlessToken(db: Executor, sessionId: string, keptToken: string): Promise<void> {
  await db.delete(session).where(and(eq(session.id, sessionId), ne(session.token, keptToken)));
}

export async function recordSessionActivity(db: Executor, sessionId: string, at: Date): Promise<void> {
  await db.update(session).set({ lastActiveAt: at }).where(eq(session.id, sessionId));
}

/** Ends every session of the user (role change, revocation). */
export async function endSessionsOf(tx: Executor, userId: string): Promise<void> {
  await tx.delete(session).where(eq(session.userId, userId));
}
