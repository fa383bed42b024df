import { describe, expect, it } from 'vitest';
import { isSamePerson, nameKey, normalizeLatinName, travellerNameSchema } from './traveller-name.ts';

const message = (input: unknown) => {
  const result = travellerNameSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('traveller names (English capitals without accents, as on the passport)', () => {
  it('converts lower case and accents instead of refusing them', () => {
    expect(travellerNameSchema.parse('  josé   maría ')).toBe('JOSE MARIA');
    expect(travellerNameSchema.parse('anna - maria')).toBe('ANNA-MARIA');
    expect(travellerNameSchema.parse('o’neil')).toBe("O'NEIL");
    expect(travellerNameSchema.parse('Zoë')).toBe('ZOE');
  });

  it('explains Greek letters rather than dropping them', () => {
    expect(message('Γιώργος')).toBe('validation.nameGreek');
    expect(normalizeLatinName(' Γιώργος ')).toBe('Γιώργος');
  });

  it('refuses digits and symbols with its own message', () => {
    expect(message('ANNA2')).toBe('validation.nameLatin');
    expect(message('ANNA!')).toBe('validation.nameLatin');
    expect(message('-ANNA')).toBe('validation.nameLatin');
  });

  it('requires a name and bounds its length', () => {
    expect(message('   ')).toBe('validation.required');
    expect(message(undefined)).toBe('validation.required');
    expect(message('A'.repeat(41))).toBe('validation.nameTooLong');
    expect(message('A'.repeat(40))).toBeUndefined();
  });

  it('matches a roommate whatever the order and case', () => {
    expect(nameKey('maria georgiou')).toBe(nameKey('GEORGIOU MARIA'));
    expect(isSamePerson('Georgiou Maria', { firstName: 'MARIA', lastName: 'GEORGIOU' })).toBe(true);
    expect(isSamePerson('MARIA GEORGIADOU', { firstName: 'MARIA', lastName: 'GEORGIOU' })).toBe(false);
    expect(isSamePerson('', { firstName: 'MARIA', lastName: 'GEORGIOU' })).toBe(false);
  });
});
