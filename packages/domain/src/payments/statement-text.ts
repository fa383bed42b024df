import { hasGreekLetters, transliterateGreek } from '../greek-transliteration.ts';

/**
 * How a statement line's free text is searched (docs/product/payments.md#bank-statements): references
 * and personal codes in any letter case, with or without spaces or hyphens inside; names in Latin or
 * Greek letters, accents aside.
 */

/**
 * A text kept to its Latin letters and digits in capitals (`rf18 5390-0754` → `RF1853900754`), with the
 * places where a word started or ended: something else (a space, a sign, a Greek letter) stood there.
 */
export type ScannedText = { compact: string; starts: number[]; boundary: Uint8Array };

export function scanText(text: string): ScannedText {
  const words = text.toUpperCase().match(/[A-Z0-9]+/g) ?? [];
  const starts: number[] = [];
  let length = 0;
  for (const word of words) {
    starts.push(length);
    length += word.length;
  }
  // Where one word ends the next starts: the starts and the end of the text are every boundary.
  const boundary = new Uint8Array(length + 1);
  for (const start of starts) boundary[start] = 1;
  boundary[length] = 1;
  return { compact: words.join(''), starts, boundary };
}

/**
 * Every run of the scanned text that starts and ends on a word boundary and is one of `lengths` long:
 * where a reference (`RF18 5390 0754 7034`) or a personal code (`PAR27-0043`) may stand.
 */
export function boundedRuns(scanned: ScannedText, lengths: readonly number[]): string[] {
  const { compact, starts, boundary } = scanned;
  const runs: string[] = [];
  for (const start of starts) {
    for (const length of lengths) {
      const end = start + length;
      if (end <= compact.length && boundary[end] === 1) runs.push(compact.slice(start, end));
    }
  }
  return runs;
}

/** The words of a name or a text as names are compared: Latin capitals, Greek transliterated, accents aside. */
export function nameWords(text: string): string[] {
  const latin = hasGreekLetters(text) ? transliterateGreek(text) : text;
  // eslint-disable-next-line no-control-regex -- plain ASCII has no accents to take off
  const plain = /^[\x00-\x7f]*$/.test(latin) ? latin : latin.normalize('NFD').replace(/\p{M}+/gu, '');
  return plain.toUpperCase().match(/[A-Z]+/g) ?? [];
}

/**
 * Every run of the scanned text that starts with `RF` and ends on a word boundary, one of `lengths` long:
 * where a creditor reference may stand. Nothing valid ends in `RF`, so a reference written straight after
 * a word (`PAYMENTRF18…`) is read; one running on into more letters or digits is another reference.
 */
export function referenceRuns(scanned: ScannedText, lengths: readonly number[]): string[] {
  const { compact, boundary } = scanned;
  const runs: string[] = [];
  for (let start = compact.indexOf('RF'); start >= 0; start = compact.indexOf('RF', start + 1)) {
    for (const length of lengths) {
      const end = start + length;
      if (end <= compact.length && boundary[end] === 1) runs.push(compact.slice(start, end));
    }
  }
  return runs;
}
