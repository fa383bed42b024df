import type { PDFDocument, PDFPage } from 'pdf-lib';
import type { DejaVuFonts } from '../files/dejavu-fonts.ts';
import { PageInk, type Colour, type FontName } from './pdf-ink.ts';
import { wrap } from './pdf-wrap.ts';

// A4 in points; landscape when the columns ask for more than a portrait page holds.
const A4 = { short: 595.28, long: 841.89 };
export const MARGIN = { side: 36, top: 40, bottom: 40 };
export const INK: Colour = [0.1, 0.1, 0.12];
export const MUTED: Colour = [0.38, 0.38, 0.42];

/**
 * A cursor down the pages: what is drawn goes on the current page until it is full; a full page's drawing
 * is written out before the next begins.
 */
export class Pages {
  y = 0;
  readonly width: number;
  readonly height: number;
  readonly ink: PageInk;
  private readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: DejaVuFonts,
    landscape: boolean,
  ) {
    this.width = landscape ? A4.long : A4.short;
    this.height = landscape ? A4.short : A4.long;
    this.ink = new PageInk(doc, fonts);
    this.newPage();
  }

  get textWidth(): number {
    return this.width - 2 * MARGIN.side;
  }

  newPage(): void {
    const last = this.pages.at(-1);
    if (last) this.ink.flushTo(last);
    this.pages.push(this.doc.addPage([this.width, this.height]));
    this.y = this.height - MARGIN.top;
  }

  fits(height: number): boolean {
    return this.y - height >= MARGIN.bottom;
  }

  /** A paragraph across the page (a title, a note), wrapped, onto the next page when it must. */
  line(text: string, font: FontName, size: number, colour = INK): void {
    for (const part of wrap(text, this.fonts[font], size, this.textWidth)) {
      const lineHeight = size * 1.45;
      if (!this.fits(lineHeight)) this.newPage();
      this.y -= lineHeight;
      this.ink.text(part, MARGIN.side, this.y + lineHeight * 0.28, font, size, colour);
    }
  }

  /** The last page written out, then `footer(number, pages)` at the foot of each page. */
  finish(footer: string, size: number): void {
    this.ink.flushTo(this.pages.at(-1)!);
    this.pages.forEach((page, index) => {
      this.ink.text(
        `${footer} · ${index + 1} / ${this.pages.length}`,
        MARGIN.side,
        MARGIN.bottom / 2,
        'regular',
        size,
        MUTED,
      );
      this.ink.flushTo(page);
    });
  }
}
