import { describe, expect, it } from 'vitest';
import typedResources from '../lib/i18n-resources.ts?raw';
import { entriesOf, namespacesOf, translationFile } from './translation-files.ts';

const keys = (language: string, namespace: string) =>
  entriesOf(translationFile(language, namespace) ?? {}).map(([key]) => key);

describe('translations', () => {
  it('have the same namespaces in Greek and English', () => {
    expect(namespacesOf('el')).toEqual(namespacesOf('en'));
    expect(namespacesOf('el')).toEqual(expect.arrayContaining(['auth', 'common', 'documents', 'public', 'showcase']));
  });

  it('are all typed, so a missing key is a type error', () => {
    const typed = [...typedResources.matchAll(/^ {2}(\w+): typeof \w+;$/gm)].map((match) => match[1]);
    expect(typed.sort()).toEqual(namespacesOf('en'));
  });

  describe.each(namespacesOf('el'))('namespace %s', (namespace) => {
    it('has every Greek key in English', () => {
      const english = new Set(keys('en', namespace));
      expect(keys('el', namespace).filter((key) => !english.has(key))).toEqual([]);
    });

    it('has every English key in Greek', () => {
      const greek = new Set(keys('el', namespace));
      expect(keys('en', namespace).filter((key) => !greek.has(key))).toEqual([]);
    });

    it('has a non-empty text for every key', () => {
      for (const language of ['el', 'en']) {
        const blank = entriesOf(translationFile(language, namespace) ?? {}).filter(
          ([, text]) => typeof text !== 'string' || text.trim() === '',
        );
        expect(blank, `${language}/${namespace}.json`).toEqual([]);
      }
    });
  });
});
