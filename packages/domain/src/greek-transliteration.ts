/**
 * Greek to Latin as ELOT 743 (ISO 843, the transcription Greek and Cypriot passports use), in capitals:
 * `Γιώργος Παπαδόπουλος` → `GIORGOS PAPADOPOULOS`. Used to suggest a passport spelling the parent confirms.
 */

const LETTERS: Record<string, string> = {
  Α: 'A',
  Β: 'V',
  Γ: 'G',
  Δ: 'D',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'I',
  Θ: 'TH',
  Ι: 'I',
  Κ: 'K',
  Λ: 'L',
  Μ: 'M',
  Ν: 'N',
  Ξ: 'X',
  Ο: 'O',
  Π: 'P',
  Ρ: 'R',
  Σ: 'S',
  Τ: 'T',
  Υ: 'Y',
  Φ: 'F',
  Χ: 'CH',
  Ψ: 'PS',
  Ω: 'O',
};

/** Two letters written as one sound. */
const PAIRS: Record<string, string> = { ΟΥ: 'OU', ΓΓ: 'NG', ΓΚ: 'GK', ΓΞ: 'NX', ΓΧ: 'NCH', ΜΠ: 'MP', ΝΤ: 'NT' };

/** αυ, ευ, ηυ read V before a vowel or a voiced consonant, F before a voiceless one or at the end. */
const U_DIPHTHONG_FIRST: Record<string, string> = { Α: 'A', Ε: 'E', Η: 'I' };
const VOICED_AFTER_U = new Set([...'ΑΕΗΙΟΥΩΒΓΔΖΛΜΝΡ']);

type GreekLetter = { base: string; diaeresis: boolean; accent: boolean };

/**
 * `ά` → `Α` with its accent noted, `ϊ` → `Ι` with its diaeresis. Either mark splits a pair: `άυ` and
 * `αϋ` are A + Y, where `αύ` is one sound.
 */
function decompose(char: string): GreekLetter {
  const parts = char.normalize('NFD');
  const base = parts.replace(/\p{M}/gu, '').toUpperCase();
  return { base, diaeresis: parts.includes('\u0308'), accent: /[\u0301\u0300\u0342]/u.test(parts) };
}

export function hasGreekLetters(text: string): boolean {
  return /[\u0370-\u03FF\u1F00-\u1FFF]/u.test(text);
}

export function transliterateGreek(text: string): string {
  const letters = [...text].map(decompose);
  let out = '';
  for (let i = 0; i < letters.length; i += 1) {
    const current = letters[i]!;
    const next = letters[i + 1];
    const pair = next && !next.diaeresis && !(current.accent && next.base === 'Υ') ? current.base + next.base : '';
    const diphthongStart = U_DIPHTHONG_FIRST[current.base];
    if (diphthongStart && pair === current.base + 'Υ') {
      const following = letters[i + 2]?.base;
      out += diphthongStart + (following && VOICED_AFTER_U.has(following) ? 'V' : 'F');
      i += 1;
    } else if (PAIRS[pair]) {
      out += PAIRS[pair];
      i += 1;
    } else {
      out += LETTERS[current.base] ?? current.base;
    }
  }
  return out;
}
