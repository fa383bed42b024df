import { describe, expect, it } from 'vitest';
import { caretAfterTyping, passportSpellingOf, typedPassportName } from './passport-name-typing.ts';

describe('typedPassportName', () => {
  it('turns lower case into capitals and drops accents as the parent types', () => {
    expect(typedPassportName('maria')).toBe('MARIA');
    expect(typedPassportName('josé')).toBe('JOSE');
    expect(typedPassportName('Zoë-Ånne')).toBe('ZOE-ANNE');
  });

  it('keeps spaces while typing, so the next word can follow', () => {
    expect(typedPassportName('anna ')).toBe('ANNA ');
    expect(typedPassportName('van  dyk')).toBe('VAN  DYK');
  });

  it('writes typographic apostrophes as the plain one passports use', () => {
    expect(typedPassportName('o’neil')).toBe("O'NEIL");
  });

  it('never changes Greek letters: they stay to be explained, not lost', () => {
    expect(typedPassportName('Γιώργος')).toBe('Γιώργος');
    expect(typedPassportName('maria Γεωργίου')).toBe('maria Γεωργίου');
  });

  it('leaves digits and other characters for the rule to point out', () => {
    expect(typedPassportName('anna2')).toBe('ANNA2');
  });
});

describe('caretAfterTyping', () => {
  it('keeps the caret where it was when the length does not change', () => {
    expect(caretAfterTyping('maxia', 3)).toBe(3);
  });

  it('moves the caret when a letter grows into two (ß becomes SS)', () => {
    expect(caretAfterTyping('straße', 5)).toBe(6);
  });

  it('keeps the caret of a Greek name as it was', () => {
    expect(caretAfterTyping('Γιώργος', 2)).toBe(2);
  });
});

describe('passportSpellingOf', () => {
  it('suggests the passport spelling of a Greek name (ELOT 743)', () => {
    expect(passportSpellingOf('Γιώργος')).toBe('GIORGOS');
    expect(passportSpellingOf(' Μαρία  Παπαδοπούλου ')).toBe('MARIA PAPADOPOULOU');
  });

  it('suggests nothing for a name without Greek letters', () => {
    expect(passportSpellingOf('MARIA')).toBeNull();
  });

  it('suggests nothing it could not write in passport capitals', () => {
    expect(passportSpellingOf('Μαρία 2')).toBeNull();
  });
});
