import { transliterateGreek } from '@voyage/domain';

/** What anyone guessing a password here tries first: the product, the institute, the trip, in both scripts. */
const PRODUCT_WORDS = [
  'voyage',
  'institut francais',
  'institut',
  'institute',
  'francais',
  'chypre',
  'cyprus',
  'kypros',
  'paris',
  'ifc',
  'Γαλλικό Ινστιτούτο',
  'Ινστιτούτο',
  'Γαλλικό',
  'Κύπρος',
  'Παρίσι',
  'Βουαγιάζ',
];
/** Shorter words of a school's name ("of", "St") are too common to count as its name. */
const MIN_SCHOOL_WORD_LETTERS = 4;

/** Latin spellings that sound the same, folded together: `Lykeio`, `Likio` and `Λύκειο` read alike. */
const SOUND_ALIKE: [RegExp, string][] = [
  [/ei|oi|y/g, 'i'],
  [/ou/g, 'u'],
  [/ai/g, 'e'],
  [/ph/g, 'f'],
  [/ch/g, 'h'],
  [/th/g, 't'],
  [/c/g, 'k'],
  [/(\p{L})\1+/gu, '$1'],
];

/**
 * A text reduced to how it sounds, whatever the script, accents or case: Greek is transliterated,
 * marks and everything but letters and digits dropped, and spellings that sound alike folded.
 */
export function soundSkeleton(text: string): string {
  let latin = transliterateGreek(text.normalize('NFKD').replace(/\p{M}/gu, ''))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
  for (const [pattern, replacement] of SOUND_ALIKE) latin = latin.replace(pattern, replacement);
  return latin;
}

const productWords = PRODUCT_WORDS.map(soundSkeleton);
let schoolWords: string[] = [];

/** The schools' names, as they are now; a password made of them is refused like the product's name. */
export function rememberSchoolNames(names: readonly string[]): void {
  const words = new Set<string>();
  for (const name of names) {
    words.add(soundSkeleton(name));
    for (const word of name.split(/[\s\-–.,']+/u)) {
      const skeleton = soundSkeleton(word);
      if (skeleton.replace(/\p{N}/gu, '').length >= MIN_SCHOOL_WORD_LETTERS) words.add(skeleton);
    }
  }
  schoolWords = [...words];
}

/** Every name to refuse, longest first, so a whole name goes before the words inside it. */
export function passwordContextWords(): string[] {
  return [...productWords, ...schoolWords].sort((a, b) => b.length - a.length);
}
