import { z } from 'zod';

export const ROLES = ['admin', 'guardian'] as const;
export type Role = (typeof ROLES)[number];

/** SPEC §5 and §9: at least 8 characters; long Unicode passwords are welcome. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export const emailSchema = z.email({ error: 'validation.email' }).trim().toLowerCase();
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: 'validation.passwordMin' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation.passwordMax' });

export const signInSchema = z.object({
  email: z.string().trim().min(1, { error: 'validation.required' }).pipe(emailSchema),
  password: z.string().min(1, { error: 'validation.required' }),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** The signed-in user as the SPA sees it. */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
