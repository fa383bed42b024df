import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedDejaVuFonts, type DejaVuFonts } from './dejavu-fonts.ts';

/**
 * The page and the pen the product's own PDFs are written with (the consent form, the travel authorisation
 * letter, the family's confirmation: docs/product/documents.md#consent-form,
 * docs/product/documents.md#travel-authorisation-letter, docs/product/my-voyage.md#printable-confirmation): A4,
 * wrapped text, labelled rows, a footer on each page.
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

/**
 * A label and its value side by side, ruled under, as the product's forms list their facts: the label muted in a
 * column `labelWidth` points wide, the value in bold beside it; each wraps in its own column. A form that must fit
 * one page sets its rows closer (`lineHeight`, `padding`).
 */
export function labelledRow(
  writer: Writer,
  fonts: DejaVuFonts,
  label: string,
  value: string,
  labelWidth: number,
  { lineHeight = 16, padding = 6 }: { lineHeight?: number; padding?: number } = {},
): void {
  const valueLines = wrap(value, fonts.bold, 11, TEXT_WIDTH - labelWidth);
  writer.room(padding + 2 + valueLines.length * lineHeight);
  const top = writer.y;
  writer.text(label, { font: fonts.regular, size: 10, color: MUTED, lineHeight }, { width: labelWidth - 8 });
  const labelBottom = writer.y;
  writer.y = top;
  writer.text(
    value,
    { font: fonts.bold, size: 11, lineHeight },
    { x: MARGIN.side + labelWidth, width: TEXT_WIDTH - labelWidth },
  );
  writer.y = Math.min(writer.y, labelBottom, top - lineHeight) - padding;
  writer.rule();
}

/**
 * A new form of the product's (the consent form, the letter, the confirmation): its fonts embedded, its title,
 * subject and language (a BCP 47 tag such as `el-GR`) in its properties, and a pen on its first page.
 */
export async function startFormPdf(properties: {
  title: string;
  subject: string;
  language: string;
  footer: string;
}): Promise<{ doc: PDFDocument; fonts: DejaVuFonts; writer: Writer }> {
  const doc = await PDFDocument.create();
  const fonts = await embedDejaVuFonts(doc);
  doc.setTitle(properties.title, { showInWindowTitleBar: true });
  doc.setSubject(properties.subject);
  doc.setLanguage(properties.language);
  doc.setCreator('Voyage');
  doc.setProducer('Voyage');
  return { doc, fonts, writer: new Writer(doc, { text: properties.footer, font: fonts.regular }) };
}
