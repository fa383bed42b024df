import { I18N_KEY_MESSAGES, profileUpdateSchema } from '@voyage/domain';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { originOf } from './internal-headers.ts';
import { serverPasswordSchema } from './password-policy.ts';
import { acceptTotpOnce } from './totp-step.ts';

/** Never a 6-digit code: better-auth refuses it as a wrong code and counts the attempt. */
const REFUSED_CODE = 'refused';

/** A better-auth error the API's error mapper passes on as `VALIDATION_FAILED` with its field errors. */
function validationFailed(field: string, error: z.ZodError): APIError {
  const fieldErrors = Object.create(null) as Record<string, string[]>;
  for (const issue of error.issues)
    (fieldErrors[issue.path.length ? issue.path.join('.') : field] ??= []).push(issue.message);
  return new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message: 'Some fields are not valid', fieldErrors });
}

const headersOf = (ctx: { headers?: Headers; request?: Request }) => ctx.headers ?? ctx.request?.headers;

/**
 * better-auth's request hooks. Before: the password rules (length and the common-password list) on every
 * new password, the other sessions always ended on a password change, only the name and the weekly digest
 * editable, a TOTP code only in its own step and only once. After: audit rows for password changes and for the
 * weekly digest turned on or off (refused sign-ins are audited for every route by audit/audit-refusals.ts).
 */
export function authHooks(db: Database) {
  const before = createAuthMiddleware(async (ctx) => {
    if (ctx.path === '/two-factor/verify-totp' && !(await acceptTotpOnce(db, ctx))) {
      return { context: { body: { ...ctx.body, code: REFUSED_CODE } } };
    }
    if (ctx.path === '/reset-password' || ctx.path === '/change-password') {
      const checked = serverPasswordSchema.safeParse(ctx.body?.newPassword, I18N_KEY_MESSAGES);
      if (!checked.success) throw validationFailed('newPassword', checked.error);
      if (ctx.path === '/change-password') return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
    }
    if (ctx.path === '/update-user') {
      const parsed = profileUpdateSchema.safeParse(ctx.body, I18N_KEY_MESSAGES);
      if (!parsed.success) throw validationFailed('_', parsed.error);
      return { context: { body: parsed.data } };
    }
    return undefined;
  });

  const after = createAuthMiddleware(async (ctx) => {
    const failed = isAPIError(ctx.context.returned);
    const origin = originOf(headersOf(ctx));
    if (ctx.path === '/change-password' && !failed) {
      const returned = ctx.context.returned as { user?: { id?: string } } | undefined;
      const userId = ctx.context.session?.user.id ?? returned?.user?.id ?? null;
      await audit(db, {
        ...origin,
        actorUserId: userId,
        action: 'auth.password-changed',
        entityType: 'user',
        entityId: userId,
        details: { via: 'profile' },
      });
    }
    const weeklyDigest = (ctx.body as { weeklyDigest?: unknown } | undefined)?.weeklyDigest;
    const userId = ctx.context.session?.user.id;
    if (ctx.path === '/update-user' && !failed && typeof weeklyDigest === 'boolean' && userId) {
      await audit(db, {
        ...origin,
        actorUserId: userId,
        action: 'account.weekly-digest-changed',
        entityType: 'user',
        entityId: userId,
        details: { weeklyDigest },
      });
    }
  });

  return { before, after };
}
