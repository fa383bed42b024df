import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * The page and the pen the product's own PDFs are written with (the consent form, the family's confirmation:
 * docs/product/documents.md#consent-form, docs/product/my-voyage.md#printable-confirmation): A4, wrapped text, a
 * footer on each page.
 */

// A4 in points, with margins wide enough for a hole punch.
export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = { side: 56, top: 60, bottom: 64 };
export const TEXT_WIDTH = PAGE.width - 2 * MARGIN.side;
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.38, 0.38, 0.42);
export const RULE = rgb(0.7, 0.7, 0.74);

/** Lines of at most `width` points; a word longer than a line is cut where it must be. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

export type Style = { font: PDFFont; size: number; color?: ReturnType<typeof rgb>; lineHeight?: number };

/** A cursor down the pages: text is written where it stands and a new page starts when one is full. */
export class Writer {
  page: PDFPage;
  y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly footer: { text: string; font: PDFFont },
  ) {
    this.page = this.addPage();
    this.y = PAGE.height - MARGIN.top;
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage([PAGE.width, PAGE.height]);
    page.drawText(this.footer.text, {
      x: MARGIN.side,
      y: MARGIN.bottom / 2,
      size: 8,
      font: this.footer.font,
      color: MUTED,
    });
    return page;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  room(height: number): void {
    if (this.y - height >= MARGIN.bottom) return;
    this.page = this.addPage();
    this.y = PAGE.height - MARGIN.top;
  }

  text(text: string, style: Style, { x = MARGIN.side, width = TEXT_WIDTH } = {}): void {
    const lineHeight = style.lineHeight ?? style.size * 1.4;
    for (const line of wrap(text, style.font, style.size, width)) {
      this.room(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, {
        x,
        y: this.y + lineHeight * 0.25,
        size: style.size,
        font: style.font,
        color: style.color ?? INK,
      });
    }
  }

  gap(points: number): void {
    this.y -= points;
  }

  rule(x = MARGIN.side, width = TEXT_WIDTH): void {
    this.page.drawLine({ start: { x, y: this.y }, end: { x: x + width, y: this.y }, thickness: 0.6, color: RULE });
  }
}
