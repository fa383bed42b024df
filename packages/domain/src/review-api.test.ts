import { describe, expect, it } from 'vitest';
import { familyReasonSchema, reasonInLanguage } from './review-api.ts';

describe('a rejection reason in the family’s language', () => {
  it('takes one text, or staff’s words in Greek, English or both, and nothing empty', () => {
    expect(familyReasonSchema.safeParse('Full').success).toBe(true);
    expect(familyReasonSchema.safeParse({ el: 'Πλήρης' }).success).toBe(true);
    expect(familyReasonSchema.safeParse({ en: 'Full', el: 'Πλήρης' }).success).toBe(true);
    for (const refused of ['', ' ', {}, { el: '' }, { fr: 'Complet' }, { el: 'Πλήρης', fr: 'Complet' }]) {
      expect(familyReasonSchema.safeParse(refused).success, JSON.stringify(refused)).toBe(false);
    }
  });

  it('sends the family’s language when written, else the other one', () => {
    const both = { el: 'Πλήρης.', en: 'Full.' };
    expect(reasonInLanguage(both, 'el')).toBe('Πλήρης.');
    expect(reasonInLanguage(both, 'en')).toBe('Full.');
    expect(reasonInLanguage({ en: 'Full.' }, 'el')).toBe('Full.');
    expect(reasonInLanguage({ el: 'Πλήρης.' }, 'en')).toBe('Πλήρης.');
    expect(reasonInLanguage('  Full.  ', 'el')).toBe('Full.');
  });
});
