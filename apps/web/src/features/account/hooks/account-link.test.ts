import { describe, expect, it } from 'vitest';
import { accountLinkFrom } from './account-link.ts';

describe('accountLinkFrom', () => {
  it('reads an administrator invitation', () => {
    expect(accountLinkFrom({ id: 'tok-1' }, true)).toEqual({ type: 'admin', token: 'tok-1' });
  });

  it('reads a guardian link: the token, then the traveller', () => {
    expect(accountLinkFrom({ type: 'guardian', code: 'tok-2', id: 'trav-9' }, false)).toEqual({
      type: 'guardian',
      token: 'tok-2',
      travellerId: 'trav-9',
    });
  });

  it('refuses other types and missing parts', () => {
    expect(accountLinkFrom({ type: 'admin', code: 'tok', id: 'x' }, false)).toBeNull();
    expect(accountLinkFrom({ type: 'teacher', code: 'tok', id: 'x' }, false)).toBeNull();
    expect(accountLinkFrom({ type: 'guardian', code: 'tok' }, false)).toBeNull();
    expect(accountLinkFrom({}, true)).toBeNull();
  });
});
