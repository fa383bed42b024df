import type { PDFFont } from 'pdf-lib';

/**
 * Text widths from each letter's advance, kept per font: asking the font to lay out every candidate line
 * (as pdf-lib's own width does) costs seconds on a manifest of thousands of rows. Kerning is left out,
 * which the cell padding absorbs.
 */
const advances = new WeakMap<PDFFont, Map<string, number>>();
export function textWidth(font: PDFFont, text: string, size: number): number {
  let known = advances.get(font);
  if (!known) advances.set(font, (known = new Map()));
  let total = 0;
  for (const letter of text) {
    let advance = known.get(letter);
    if (advance === undefined) known.set(letter, (advance = font.widthOfTextAtSize(letter, 1)));
    total += advance;
  }
  return total * size;
}

/** Where a line may break: any space but a no-break one, which holds an amount's `1.090,00 €` together. */
export const BREAKS = /[^\S\u00a0\u202f]+/;

/** A text's word longer than this (an e-mail address) wraps rather than widen its column further. */
const WORD_KEPT_UP_TO = 80;

/** A column as its widths are worked out: its share of the page, and the cells' texts as they print. */
export type ColumnToFit = {
  /** Its share of the page, in points. */
  share: number;
  /** A date, an amount or a number: its cells read whole before anything else. */
  figure: boolean;
  header: string;
  cells: readonly string[];
};

type Fonts = { regular: PDFFont; bold: PDFFont };

/** The type sizes a table may be set in, largest first: a wide table is set smaller before a word breaks. */
export const TABLE_SIZES = [8, 7.5, 7] as const;

export type TableFit = { widths: number[]; size: number };

const widest = (texts: readonly string[], measure: (text: string) => number) => Math.max(0, ...texts.map(measure));
const sum = (widths: readonly number[]) => widths.reduce((total, width) => total + width, 0);

/**
 * Each column's share of the page, made at least as wide as what must read whole: a date, an amount or a
 * number; the header's longest word; a text's longest word (up to `WORD_KEPT_UP_TO`). At the largest of
 * `TABLE_SIZES` that holds all of it; when none does, at the smallest, the texts' words kept the shortest
 * first, so a name, a place or a status reads whole before an e-mail address does. The columns not held at
 * their least keep the proportions of their shares.
 */
export function columnWidths(columns: readonly ColumnToFit[], page: number, fonts: Fonts, pad: number): TableFit {
  // Widths at 1 pt, each scaled to the size tried.
  const longestWord = (font: PDFFont) => (text: string) =>
    widest(text.split(BREAKS), (word) => textWidth(font, word, 1));
  const figures = columns.map((column) =>
    column.figure ? widest(column.cells, (cell) => textWidth(fonts.regular, cell, 1)) : 0,
  );
  const headers = columns.map((column, index) => Math.max(figures[index]!, longestWord(fonts.bold)(column.header)));
  const words = columns.map((column) => (column.figure ? 0 : widest(column.cells, longestWord(fonts.regular))));
  const shares = columns.map((column) => column.share);
  const least = (widths: readonly number[], size: number) =>
    widths.map((width) => (width > 0 ? width * size + 2 * pad : 0));
  const kept = (size: number, count: number) => {
    const shortestFirst = words
      .map((width, index) => ({ width: Math.min(width, WORD_KEPT_UP_TO / size), index }))
      .filter(({ width }) => width > 0)
      .sort((a, b) => a.width - b.width);
    const widths = [...headers];
    for (const { width, index } of shortestFirst.slice(0, count)) widths[index] = Math.max(widths[index]!, width);
    return least(widths, size);
  };
  for (const size of TABLE_SIZES) {
    const all = kept(size, columns.length);
    if (sum(all) <= page) return { widths: fitted(shares, all, page), size };
  }
  const size = TABLE_SIZES[TABLE_SIZES.length - 1]!;
  for (let count = columns.length - 1; count >= 0; count -= 1) {
    const some = kept(size, count);
    if (sum(some) <= page) return { widths: fitted(shares, some, page), size };
  }
  const whole = least(figures, size);
  return { widths: sum(whole) <= page ? fitted(shares, whole, page) : shares, size };
}

/**
 * Each column `max(least, share × k)`, with the one `k` that fills the page: the shares scaled alike, none
 * under its least. Found by halving, to well under a point.
 */
function fitted(shares: readonly number[], least: readonly number[], page: number): number[] {
  const at = (k: number) => shares.map((share, index) => Math.max(least[index]!, share * k));
  if (sum(at(1)) <= page) return at(1);
  let low = 0;
  let high = 1;
  for (let step = 0; step < 30; step += 1) {
    const middle = (low + high) / 2;
    if (sum(at(middle)) > page) high = middle;
    else low = middle;
  }
  return at(low);
}
