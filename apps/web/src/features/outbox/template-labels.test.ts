import { MAIL_TEMPLATES } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { entriesOf, translationFile } from '../../locales/translation-files.ts';

describe('the outbox', () => {
  it.each(['el', 'en'])('names every e-mail the product sends in %s, never by its code', (language) => {
    const labels = new Map(entriesOf(translationFile(language, 'outbox') ?? {}));
    expect(MAIL_TEMPLATES.filter((template) => !labels.get(`templates.${template}`))).toEqual([]);
  });
});
