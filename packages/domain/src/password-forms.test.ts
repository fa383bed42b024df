import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, newPasswordFormSchema } from './password-forms.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('newPasswordFormSchema', () => {
  it('accepts a long Unicode password typed twice', () => {
    const password = 'Καλοκαίρι στο Παρίσι με τα παιδιά 🗼 '.repeat(2);
    expect(newPasswordFormSchema.safeParse({ password, passwordConfirm: password }).success).toBe(true);
  });

  it('asks for 8 characters and a matching confirmation, with the product messages as keys', () => {
    expect(messages(newPasswordFormSchema.safeParse({ password: 'short', passwordConfirm: 'short' }))).toEqual([
      ['password', 'validation.passwordMin'],
    ]);
    expect(
      messages(newPasswordFormSchema.safeParse({ password: 'long enough', passwordConfirm: 'long enougH' })),
    ).toEqual([['passwordConfirm', 'validation.passwordsMatch']]);
  });
});

describe('changePasswordFormSchema', () => {
  it('needs the current password', () => {
    const result = changePasswordFormSchema.safeParse({
      currentPassword: '',
      password: 'long enough',
      passwordConfirm: 'long enough',
    });
    expect(messages(result)).toEqual([['currentPassword', 'validation.required']]);
  });
});
