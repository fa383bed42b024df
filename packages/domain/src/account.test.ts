import { describe, expect, it } from 'vitest';
import { accountCreationSchema, accountFormSchema, inviteAdminSchema } from './account.ts';

const form = { name: 'Maria Georgiou', password: 'a long enough password', passwordConfirm: 'a long enough password' };
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('account creation', () => {
  it('accepts a named person with matching passwords', () => {
    expect(accountFormSchema.safeParse(form).success).toBe(true);
    expect(accountCreationSchema.safeParse({ ...form, type: 'admin', token: 'abc' }).success).toBe(true);
  });

  it('says which rule failed, as i18n keys', () => {
    expect(issuesOf(accountFormSchema.safeParse({ ...form, password: 'short', passwordConfirm: 'short' }))).toEqual([
      ['password', 'validation.passwordMin'],
    ]);
    expect(issuesOf(accountFormSchema.safeParse({ ...form, passwordConfirm: 'something else entirely' }))).toEqual([
      ['passwordConfirm', 'validation.passwordsMatch'],
    ]);
    expect(issuesOf(accountFormSchema.safeParse({ ...form, name: '  ' }))).toEqual([['name', 'validation.required']]);
  });

  it('takes a traveller id only as a UUID', () => {
    const result = accountCreationSchema.safeParse({ ...form, type: 'guardian', token: 'abc', travellerId: '12' });
    expect(issuesOf(result)).toEqual([['travellerId', 'validation.invalid']]);
  });
});

describe('admin invitations', () => {
  it('normalise the e-mail and need a language and a role', () => {
    const invitation = { email: ' New.Admin@Example.COM ', locale: 'en', role: 'finance', departureIds: [] };
    expect(inviteAdminSchema.parse(invitation)).toEqual({
      email: 'new.admin@example.com',
      locale: 'en',
      role: 'finance',
      departureIds: [],
    });
    expect(inviteAdminSchema.safeParse({ ...invitation, locale: undefined }).success).toBe(false);
    expect(inviteAdminSchema.safeParse({ ...invitation, role: undefined }).success).toBe(false);
  });
});
