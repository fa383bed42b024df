import { DEFAULT_LOCALE, type Locale, type Role } from '@voyage/domain';
import type { Executor } from '../../db/executor.ts';
import { findUserByEmail } from '../queries/admins.ts';
import { findGuardianRegistration } from '../../travellers/queries/my-travellers.ts';
import { hasTwoFactor } from '../queries/two-factor.ts';

/** Where each role lands after signing in by e-mail link, unless the screen asked for somewhere else. */
export const HOME_PATH = { admin: '/dashboard', guardian: '/my-voyage' } as const satisfies Record<Role, string>;

/**
 * Who may hold a session: an admin, or a guardian whose e-mail is the guardian e-mail of a non-deleted
 * registration. A revoked admin keeps the guardian role and so signs in only as a parent of a registration;
 * a parent whose registrations are all deleted can no longer sign in.
 */
export async function canHoldSession(db: Executor, user: { email: string; role: unknown }): Promise<boolean> {
  if (user.role === 'admin') return true;
  return user.role === 'guardian' && (await findGuardianRegistration(db, user.email)) !== undefined;
}

export type LinkRecipient = { role: Role; name: string; locale: Locale };

/**
 * Whom an e-mail link may be sent to: an existing user allowed a session, or the guardian of a registration
 * who has no account yet (the link creates it). Anyone else gets nothing, and the request the same answer.
 */
export async function linkRecipient(db: Executor, email: string): Promise<LinkRecipient | undefined> {
  const existing = await findUserByEmail(db, email);
  // An admin with an authenticator signs in with password and code only: a link would not sign them in.
  if (existing?.role === 'admin') {
    if (await hasTwoFactor(db, existing.id)) return undefined;
    return { role: 'admin', name: existing.name, locale: DEFAULT_LOCALE };
  }
  if (existing && existing.role !== 'guardian') return undefined;
  const registration = await findGuardianRegistration(db, email);
  if (!registration) return undefined;
  return { role: 'guardian', name: existing?.name || registration.guardianName, locale: registration.language };
}
