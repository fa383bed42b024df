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

/** `POST /api/auth/update-user`: the name is the only thing a user changes about themselves. */
export const profileUpdateSchema = z.strictObject({ name: personNameSchema });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** `GET /api/auth-options`: what the sign-in screen offers. */
export const authOptionsSchema = z.object({
  socialProviders: z.array(z.enum(SOCIAL_PROVIDERS)),
  magicLink: z.literal(true),
});
export type AuthOptions = z.infer<typeof authOptionsSchema>;

/** The signed-in user as the SPA sees it. */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
