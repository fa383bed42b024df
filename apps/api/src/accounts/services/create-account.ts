import { ACCOUNT_TOKEN_PURPOSE_BY_TYPE, type AccountCreation, type StaffGrant } from '@voyage/domain';
import { hashPassword } from 'better-auth/crypto';
import { ACCOUNT_TOKEN_PATTERN, hashAccountToken } from '../account-token.ts';
import type { Database } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { HttpError } from '../../lib/http-error.ts';
import { findAccountToken, markAccountTokenUsed, type AccountTokenRow } from '../queries/account-tokens.ts';
import { findUserByEmail } from '../queries/admins.ts';
import { writeStaffGrant } from '../queries/staff-roles.ts';
import { findGuardianRegistration } from '../../travellers/queries/my-travellers.ts';
import { linkGuardianAccount } from '../../registration/queries/registration-travellers.ts';
import { endSessionsOf } from '../queries/sessions.ts';
import { insertPasswordUser, setCredentialPassword, updateUser } from '../queries/user-accounts.ts';
import { linkNotFound, requireUsableToken, tokenUsed } from '../account-token-checks.ts';

type CreateOptions = RequestOrigin & { db: Database; input: AccountCreation; now: Date };
type Created = { userId: string; email: string };
type NewAccount = { tx: Executor; token: AccountTokenRow; name: string; passwordHash: string };

/** A guardian's account for a registration's e-mail; one account per e-mail. */
async function createGuardian({ tx, token, name, passwordHash }: NewAccount): Promise<string> {
  if (await findUserByEmail(tx, token.email)) {
    throw new HttpError(409, 'ACCOUNT_EXISTS', 'This e-mail already has an account; sign in instead');
  }
  if (!(await findGuardianRegistration(tx, token.email))) {
    throw new HttpError(410, 'TOKEN_REVOKED', 'The registration of this link no longer exists');
  }
  const userId = await insertPasswordUser(tx, { email: token.email, name, role: 'guardian', passwordHash });
  await linkGuardianAccount(tx, token.email, userId);
  return userId;
}

/**
 * An accepted invitation: a new admin, or an existing account (a guardian, a revoked admin) raised to
 * admin with the password chosen now; its earlier sessions end, since its rights changed.
 */
async function acceptInvitation({ tx, token, name, passwordHash }: NewAccount): Promise<string> {
  const existing = await findUserByEmail(tx, token.email);
  // Invitations sent before roles existed were administrators' (migration 0030 names them so).
  const grant: StaffGrant = { role: token.staffRole ?? 'administrator', departureIds: token.staffDepartureIds ?? [] };
  if (!existing) {
    const userId = await insertPasswordUser(tx, { email: token.email, name, role: 'admin', passwordHash });
    await writeStaffGrant(tx, userId, grant);
    return userId;
  }
  if (existing.role === 'admin')
    throw new HttpError(409, 'ALREADY_ADMIN', 'This e-mail already belongs to an administrator');
  await updateUser(tx, existing.id, { role: 'admin', name, emailVerified: true });
  await writeStaffGrant(tx, existing.id, grant);
  await setCredentialPassword(tx, existing.id, passwordHash);
  await endSessionsOf(tx, existing.id);
  return existing.id;
}

/**
 * `POST /api/accounts`: one transaction uses the link once and creates the account; a failure leaves the
 * link usable. The password is hashed first, outside the transaction (scrypt takes a while).
 */
export async function createAccount({ db, input, now, ip, requestId }: CreateOptions): Promise<Created> {
  if (!ACCOUNT_TOKEN_PATTERN.test(input.token)) throw linkNotFound();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const token = await findAccountToken(tx, hashAccountToken(input.token));
    if (!token || token.purpose !== ACCOUNT_TOKEN_PURPOSE_BY_TYPE[input.type]) throw linkNotFound();
    if (input.type === 'guardian' && token.travellerId !== (input.travellerId ?? null)) throw linkNotFound();
    requireUsableToken({ token, now });
    if (!(await markAccountTokenUsed(tx, token.id, now))) throw tokenUsed();
    const isAdmin = input.type === 'admin';
    const account = { tx, token, name: input.name, passwordHash };
    const userId = isAdmin ? await acceptInvitation(account) : await createGuardian(account);
    await audit(tx, {
      ip,
      requestId,
      actorUserId: userId,
      action: isAdmin ? 'admin.invitation-accepted' : 'account.created',
      entityType: 'user',
      entityId: userId,
      details: isAdmin ? { invitationId: token.id } : { role: 'guardian', travellerId: token.travellerId },
    });
    return { userId, email: token.email };
  });
}
