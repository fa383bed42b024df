import { describe, expect, it } from 'vitest';
import { hasGreekLetters, transliterateGreek } from './greek-transliteration.ts';

describe('transliterateGreek (ELOT 743)', () => {
  it.each([
    ['Γιώργος Παπαδόπουλος', 'GIORGOS PAPADOPOULOS'],
    ['ΜΑΡΙΑ ΓΕΩΡΓΙΟΥ', 'MARIA GEORGIOU'],
    ['Θεόδωρος', 'THEODOROS'],
    ['Χαράλαμπος', 'CHARALAMPOS'],
    ['Ψυχάρης', 'PSYCHARIS'],
    ['Ξένια', 'XENIA'],
    ['Ευάγγελος', 'EVANGELOS'],
    ['Ευτυχία', 'EFTYCHIA'],
    ['Αυγή', 'AVGI'],
    ['Ναύπλιο', 'NAFPLIO'],
    ['Παύλος', 'PAVLOS'],
    ['Ευστάθιος', 'EFSTATHIOS'],
    ['Αγκαθονήσι', 'AGKATHONISI'],
    ['Σφίγξ', 'SFINX'],
    ['Μελαγχολία', 'MELANCHOLIA'],
    ['Μπάμπης', 'MPAMPIS'],
    ['Ντίνα', 'NTINA'],
    ['Υπατία', 'YPATIA'],
    ['Ωραιόκαστρο', 'ORAIOKASTRO'],
    ['Κωνσταντίνος', 'KONSTANTINOS'],
    ['Άννα-Μαρία', 'ANNA-MARIA'],
  ])('%s → %s', (greek, latin) => {
    expect(transliterateGreek(greek)).toBe(latin);
  });

  it('reads a diaeresis or an accent on the first letter as two sounds, not one', () => {
    expect(transliterateGreek('Προϋπόθεση')).toBe('PROYPOTHESI');
    expect(transliterateGreek('Μαΐου')).toBe('MAIOU');
    expect(transliterateGreek('άυλος')).toBe('AYLOS');
  });

  it('reads αυ and ευ as F at the end of a word', () => {
    expect(transliterateGreek('ΑΥ ΕΥ')).toBe('AF EF');
  });

  it('leaves Latin letters and punctuation as they are', () => {
    expect(transliterateGreek("O'NEIL Νίκος")).toBe("O'NEIL NIKOS");
  });

  it('knows Greek from Latin', () => {
    expect(hasGreekLetters('Νίκος')).toBe(true);
    expect(hasGreekLetters('NIKOS')).toBe(false);
  });
});
