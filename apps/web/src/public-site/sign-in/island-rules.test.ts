import { describe, expect, it } from 'vitest';
import authEl from '../../locales/el/auth.json';
import authEn from '../../locales/en/auth.json';
import { translatorOf } from '../site-texts.tsx';
import commonEl from '../../locales/el/common.json';
import commonEn from '../../locales/en/common.json';
import { codeScreenEntry, fieldMessage, fill, routerStateOf, sentenceText } from './island-rules.ts';
import { islandTextsOf } from './island-texts.ts';

const texts = {
  el: islandTextsOf(translatorOf({ auth: authEl, common: commonEl })),
  en: islandTextsOf(translatorOf({ auth: authEn, common: commonEn })),
};

describe('the sign-in island’s texts', () => {
  it('fills placeholders as i18next does, leaving unknown ones', () => {
    expect(fill('If {{email}} can sign in', { email: 'a@b.cy' })).toBe('If a@b.cy can sign in');
    expect(fill('{{ count }} minutes, {{other}}', { count: 3 })).toBe('3 minutes, {{other}}');
  });

  it('says the wait in the plural form of the page’s language', () => {
    const wait = (count: number, locale: 'el' | 'en') =>
      sentenceText(texts[locale], { key: 'auth:errors.tooManyAttempts', count }, locale);
    expect(wait(1, 'en')).toBe('Too many attempts. Please try again in 1 minute.');
    expect(wait(5, 'en')).toBe('Too many attempts. Please try again in 5 minutes.');
    expect(wait(1, 'el')).toBe(authEl.errors.tooManyAttempts_one.replace('{{count}}', '1'));
    expect(wait(2, 'el')).toBe(authEl.errors.tooManyAttempts_other.replace('{{count}}', '2'));
    expect(sentenceText(texts.el, { key: 'auth:errors.invalidCredentials' }, 'el')).toBe(
      authEl.errors.invalidCredentials,
    );
  });

  it('reads the rules’ `validation.*` keys in `common` and the forgot-password key in `auth`', () => {
    expect(fieldMessage(texts.en, 'validation.required')).toBe(commonEn.validation.required);
    expect(fieldMessage(texts.el, 'validation.email')).toBe(commonEl.validation.email);
    expect(fieldMessage(texts.en, 'auth:forgot.needEmail')).toBe(authEn.forgot.needEmail);
  });
});

describe('where the island goes next', () => {
  it('reads the app’s router state from the history entry, and nothing else', () => {
    const state = { from: { pathname: '/admin/registrations' } };
    expect(routerStateOf({ usr: state, key: 'abc', idx: 2 })).toBe(state);
    expect(routerStateOf(null)).toBeNull();
    expect(routerStateOf({ from: { pathname: '/x' } })).toBeNull();
    expect(routerStateOf({ usr: undefined, key: 'default', idx: 0 })).toBeNull();
  });

  it('carries that state to the code screen in a history entry of the router’s shape', () => {
    const state = { from: { pathname: '/admin/registrations' }, sessionEnded: true };
    expect(codeScreenEntry({ usr: state, key: 'abc', idx: 2 }, 'k1')).toEqual({ usr: state, key: 'k1', idx: 3 });
    expect(codeScreenEntry(null, 'k2')).toEqual({ usr: null, key: 'k2', idx: 1 });
  });
});
