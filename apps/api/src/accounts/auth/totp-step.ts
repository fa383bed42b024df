import { createOTP } from '@better-auth/utils/otp';
import { getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { Database } from '../../db/database.ts';
import { claimTotpStep, findTotpSecret } from '../queries/two-factor.ts';
import { TOTP_DIGITS, TOTP_PERIOD_S } from './totp-options.ts';

/** What better-auth's `/two-factor/verify-totp` hook context offers that this check reads. */
type VerifyContext = Parameters<typeof getSessionFromCtx>[0] & {
  body?: { code?: unknown };
  getSignedCookie(name: string, secret: string): Promise<string | null | false | undefined>;
};

/** The user a TOTP code is for: the signed-in user (enrolment), or the pending sign-in's (`two_factor` cookie). */
async function userOfChallenge(ctx: VerifyContext): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return undefined;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return pending && pending.expiresAt > new Date() ? pending.value : undefined;
}

/**
 * A code is accepted only in its own 30-second step, and only once: better-auth alone would take the
 * steps either side too, and the same code again. True when the code is the current step's and that step
 * was not used before (it is then claimed); false otherwise, and better-auth then refuses the code,
 * counting the failure towards its lock-out (docs/product/security.md#two-factor).
 */
export async function acceptTotpOnce(db: Database, ctx: VerifyContext, now = Date.now()): Promise<boolean> {
  const code = ctx.body?.code;
  if (typeof code !== 'string') return false;
  const userId = await userOfChallenge(ctx);
  if (!userId) return true; // no challenge: better-auth answers that itself
  const encrypted = await findTotpSecret(db, userId);
  if (!encrypted) return true; // not enrolled: better-auth answers that itself
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: encrypted });
  const step = Math.floor(now / (TOTP_PERIOD_S * 1000));
  const expected = await createOTP(secret, { digits: TOTP_DIGITS, period: TOTP_PERIOD_S }).hotp(step);
  if (code !== expected) return false;
  return claimTotpStep(db, userId, step);
}
