import { z } from 'zod';
import { LOCALES } from './locales.ts';
import { plainText } from './plain-text.ts';

export const ROLES = ['admin', 'guardian'] as const;
export type Role = (typeof ROLES)[number];

/** Sign-in providers the product can offer; the server lists those it has credentials for. */
export const SOCIAL_PROVIDERS = ['google', 'microsoft', 'facebook', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** At least 8 characters; long Unicode passwords are welcome (docs/product/rules.md#passwords). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export const emailSchema = z.email({ error: 'validation.email' }).trim().toLowerCase();
/**
 * No composition rules and no truncation (docs/product/security.md#password-length-and-no-truncation); the server
 * also refuses common passwords.
 */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: 'validation.passwordMin' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation.passwordMax' });

const requiredEmail = z.string().trim().min(1, { error: 'validation.required' }).pipe(emailSchema);
const optionalLocale = z.enum(LOCALES).optional();
/** A path of this site (`/my-voyage`), never another origin (`//evil.example`, `/\\evil.example`). */
export const sitePathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])/, { error: 'validation.invalid' });

export const signInSchema = z.object({
  email: requiredEmail,
  password: z.string().min(1, { error: 'validation.required' }),
});
export type SignInInput = z.infer<typeof signInSchema>;

/**
 * `POST /api/auth/sign-in/magic-link`. `locale` picks the e-mail's language; `callbackURL` (a path of
 * this site) is where the link lands once signed in, by default the user's home screen.
 */
export const magicLinkRequestSchema = z.object({
  email: requiredEmail,
  locale: optionalLocale,
  callbackURL: sitePathSchema.optional(),
  errorCallbackURL: sitePathSchema.optional(),
});
export type MagicLinkRequest = z.infer<typeof magicLinkRequestSchema>;

/** `POST /api/auth/request-password-reset`; `redirectTo` is accepted and ignored (the link opens `/reset-password`). */
export const passwordResetRequestSchema = z.object({
  email: z.string().trim().min(1, { error: 'validation.required' }).pipe(emailSchema),
  locale: optionalLocale,
  redirectTo: z.string().optional(),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** `POST /api/auth/reset-password`: the new password and the token from the link. */
export const resetPasswordSchema = z.object({
  newPassword: passwordSchema,
  token: z.string().min(1, { error: 'validation.required' }).max(200),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** `POST /api/auth/change-password`: the server ends the other sessions whatever `revokeOtherSessions` says. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { error: 'validation.required' }).max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
  revokeOtherSessions: z.boolean().optional(),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const personNameSchema = plainText({ max: 100 }).min(1, { error: 'validation.required' });

/** The name as My Profile's form edits it. */
export const profileNameSchema = z.strictObject({ name: personNameSchema });
export type ProfileName = z.infer<typeof profileNameSchema>;

/**
 * `POST /api/auth/update-user`: what a user changes about themselves, their name and whether they get the
 * weekly digest (docs/product/readiness.md#weekly-digest); one or both.
 */
export const profileUpdateSchema = z
  .strictObject({ name: personNameSchema.optional(), weeklyDigest: z.boolean().optional() })
  .refine((update) => update.name !== undefined || update.weeklyDigest !== undefined, {
    error: 'validation.required',
  });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** `GET /api/auth-options`: what the sign-in screen offers. */
export const authOptionsSchema = z.object({
  socialProviders: z.array(z.enum(SOCIAL_PROVIDERS)),
  magicLink: z.literal(true),
  /**
   * false when no mail server is set up: e-mail links (sign-in, password reset) are written but reach nobody,
   * and staff never see them (docs/product/security.md#links-in-e-mail); the screen says so.
   */
  emailLinksDelivered: z.boolean(),
});
export type AuthOptions = z.infer<typeof authOptionsSchema>;

/** The signed-in user as the SPA sees it. */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** An authenticator is enrolled. An admin without one reaches only the enrolment screen. */
  twoFactorEnabled: z.boolean(),
  /** The weekly digest e-mail is on (docs/product/readiness.md#weekly-digest); false for staff, who get none. */
  weeklyDigest: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** A code from an authenticator app: 6 digits of a 30-second step (docs/product/security.md#two-factor). */
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'validation.totpCode' });

/** A one-time recovery code as handed out at enrolment (`abcde-12345`), spaces and case as typed. */
export const recoveryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, { error: 'validation.recoveryCode' })
  .transform((code) => (code.includes('-') ? code : `${code.slice(0, 5)}-${code.slice(5)}`));

/** `POST /api/auth/two-factor/enable`: the password again, before a new secret is shown. */
export const twoFactorEnableSchema = z.object({
  password: z.string().min(1, { error: 'validation.required' }).max(PASSWORD_MAX_LENGTH),
});
export type TwoFactorEnableInput = z.infer<typeof twoFactorEnableSchema>;

/** `POST /api/auth/two-factor/verify-totp` (enrolment and sign-in); a device is never trusted. */
export const totpVerifySchema = z.strictObject({ code: totpCodeSchema });
export type TotpVerifyInput = z.infer<typeof totpVerifySchema>;

/** `POST /api/auth/two-factor/verify-backup-code`: a recovery code, which then stops working. */
export const recoveryCodeVerifySchema = z.strictObject({ code: recoveryCodeSchema });
export type RecoveryCodeVerifyInput = z.infer<typeof recoveryCodeVerifySchema>;

/** `POST /api/auth/two-factor/enable`'s answer as the enrolment screen reads it. */
export const twoFactorEnrolmentSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;
