import { SESSION_POLICY } from '@voyage/domain';
import { APIError } from 'better-auth/api';
import type { Database } from '../../db/database.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { findUserById } from '../queries/admins.ts';
import { findGuardianRegistration } from '../../travellers/queries/my-travellers.ts';
import { hasTwoFactor } from '../queries/two-factor.ts';
import { originOf } from './internal-headers.ts';
import { canHoldSession } from './sign-in-rules.ts';

type HookContext = {
  path?: string;
  params?: Record<string, string | undefined>;
  headers?: Headers;
  request?: Request;
} | null;

/** The answer for a sign-in that may not have a session: the same as a wrong password. */
export const refusedSignIn = () =>
  new APIError('UNAUTHORIZED', { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });

const SIGN_IN_METHODS: Record<string, string> = {
  '/sign-in/email': 'password',
  '/magic-link/verify': 'magic-link',
  '/callback/:id': 'social',
  '/two-factor/verify-totp': 'totp',
  '/two-factor/verify-backup-code': 'recovery-code',
};

/** Sign-ins that skip better-auth's second-factor step: closed to an admin with an authenticator. */
const ONE_FACTOR_METHODS = new Set(['magic-link', 'social']);

const headersOf = (context: HookContext) => context?.headers ?? context?.request?.headers;

/**
 * better-auth's database hooks: who may get a session (and until when, by role), the audit row of each
 * sign-in, the rule that an e-mail link or a social provider creates only a registration's guardian, and
 * that an admin with an authenticator signs in only with password and code (docs/product/security.md#two-factor).
 */
export function databaseHooks(db: Database) {
  return {
    user: {
      create: {
        before: async (user: { email: string; name: string; emailVerified: boolean }) => {
          const registration = await findGuardianRegistration(db, user.email);
          if (!registration || !user.emailVerified) throw refusedSignIn();
          return { data: { ...user, role: 'guardian', name: user.name || registration.guardianName } };
        },
      },
    },
    session: {
      create: {
        before: async (session: { userId: string; createdAt?: Date }, context: HookContext) => {
          const user = await findUserById(db, session.userId);
          if (!user || !(await canHoldSession(db, user))) throw refusedSignIn();
          const method = context?.path ? SIGN_IN_METHODS[context.path] : undefined;
          if (user.role === 'admin' && method && ONE_FACTOR_METHODS.has(method) && (await hasTwoFactor(db, user.id)))
            throw refusedSignIn();
          const createdAt = session.createdAt ?? new Date();
          const expiresAt = new Date(createdAt.getTime() + SESSION_POLICY[user.role].absoluteMs);
          return { data: { ...session, createdAt, lastActiveAt: createdAt, expiresAt } };
        },
        after: async (session: { id: string; userId: string }, context: HookContext) => {
          const method = context?.path ? SIGN_IN_METHODS[context.path] : undefined;
          if (!method) return;
          const provider = method === 'social' ? context?.params?.id : undefined;
          await audit(db, {
            ...originOf(headersOf(context)),
            actorUserId: session.userId,
            action: 'auth.sign-in',
            entityType: 'user',
            entityId: session.userId,
            details: provider ? { method, provider } : { method },
          });
        },
      },
    },
  };
}
