import { deflateSync } from 'node:zlib';
import { PDFName, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DejaVuFonts } from '../files/dejavu-fonts.ts';

export type Colour = readonly [red: number, green: number, blue: number];
export type FontName = keyof DejaVuFonts;

/** Each page names the two fonts once: `/F1` and `/F2` in its resources. */
const FONT_KEYS: Record<FontName, string> = { regular: 'F1', bold: 'F2' };

/** A number as a content stream writes it: two decimals at most (a hundredth of a point). */
const figure = (value: number) => String(Math.round(value * 100) / 100);
const colour = (value: Colour) => value.map(figure).join(' ');

/** A text with a combining mark is laid out whole, so the mark's substitutions see the letter before it. */
const COMBINING = /\p{M}/u;

/**
 * A text as the font's glyph codes, in hex. Each letter is laid out once per font (a font is a document's):
 * laying out every distinct text, as pdf-lib's `encodeText` does, is most of a long table's time.
 */
function glyphCodes(font: PDFFont, codes: Map<string, string>, text: string): string {
  if (COMBINING.test(text)) return font.encodeText(text).asString();
  let hex = '';
  for (const letter of text) {
    let code = codes.get(letter);
    if (code === undefined) codes.set(letter, (code = font.encodeText(letter).asString()));
    hex += code;
  }
  return hex;
}

/**
 * What is drawn on one page, written straight as the page's content stream: a text is a few operators
 * (pdf-lib's `drawText` makes a dozen objects of each and names the font again in the page's resources at
 * every call). A finished page is deflated at once, so a document holds its pages' compressed bytes only.
 */
export class PageInk {
  private operators: string[] = [];
  private fill = '';
  private readonly codes: Record<FontName, Map<string, string>> = { regular: new Map(), bold: new Map() };

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: DejaVuFonts,
  ) {}

  private fillWith(value: Colour): void {
    const wanted = colour(value);
    if (wanted === this.fill) return;
    this.fill = wanted;
    this.operators.push(`${wanted} rg`);
  }

  text(text: string, x: number, y: number, font: FontName, size: number, ink: Colour): void {
    if (!text) return;
    this.fillWith(ink);
    const hex = glyphCodes(this.fonts[font], this.codes[font], text);
    this.operators.push(
      `BT /${FONT_KEYS[font]} ${figure(size)} Tf 1 0 0 1 ${figure(x)} ${figure(y)} Tm <${hex}> Tj ET`,
    );
  }

  rectangle(x: number, y: number, width: number, height: number, ink: Colour): void {
    this.fillWith(ink);
    this.operators.push(`${figure(x)} ${figure(y)} ${figure(width)} ${figure(height)} re f`);
  }

  rule(from: number, to: number, y: number, thickness: number, ink: Colour): void {
    this.operators.push(
      `${colour(ink)} RG ${figure(thickness)} w ${figure(from)} ${figure(y)} m ${figure(to)} ${figure(y)} l S`,
    );
  }

  /** What was drawn, as a deflated content stream added to `page`, which is given the fonts' names. */
  flushTo(page: PDFPage): void {
    for (const font of ['regular', 'bold'] as const)
      page.node.setFontDictionary(PDFName.of(FONT_KEYS[font]), this.fonts[font].ref);
    if (this.operators.length > 0) {
      const contents = deflateSync(Buffer.from(this.operators.join('\n'), 'latin1'));
      const stream = this.doc.context.stream(contents, { Filter: 'FlateDecode' });
      page.node.addContentStream(this.doc.context.register(stream));
    }
    this.operators = [];
    this.fill = '';
  }
}
