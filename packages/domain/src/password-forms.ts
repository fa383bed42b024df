import { z } from 'zod';
import { passwordSchema } from './auth.ts';

const matches = (values: { password: string; passwordConfirm: string }) => values.password === values.passwordConfirm;
const mismatch = { path: ['passwordConfirm'], error: 'validation.passwordsMatch' };

/**
 * A new password typed twice (docs/product/rules.md#passwords), as the reset screen asks for it. The API
 * receives only the password and adds its own check against common passwords.
 */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, passwordConfirm: z.string() })
  .refine(matches, mismatch);
export type NewPasswordFormInput = z.infer<typeof newPasswordFormSchema>;

/** My Profile's password change: the current password, then the new one twice. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { error: 'validation.required' }),
    password: passwordSchema,
    passwordConfirm: z.string(),
  })
  .refine(matches, mismatch);
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;
