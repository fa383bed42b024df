import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedDejaVuFonts, type DejaVuFonts } from '../files/dejavu-fonts.ts';
import {
  euroFigure,
  headerText,
  type ExportColumn,
  type ExportDocument,
  type ExportRow,
  type ExportSection,
} from './export-table.ts';

// A4 in points; landscape when the columns ask for more than a portrait page holds.
const A4 = { short: 595.28, long: 841.89 };
const MARGIN = { side: 36, top: 40, bottom: 40 };
/** Total column width (in workbook characters) a portrait page still holds legibly. */
const PORTRAIT_CHARACTERS = 95;
const SIZE = { title: 15, subtitle: 9.5, heading: 11.5, cell: 8, header: 8, footer: 7.5 };
const CELL_LINE = 10;
const CELL_PAD = 3;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
const RULE = rgb(0.75, 0.75, 0.78);
const HEADER_FILL = rgb(0.92, 0.93, 0.95);

/**
 * Text widths from each letter's advance, kept per font: asking the font to lay out every candidate line
 * (as pdf-lib's own width does) costs seconds on a manifest of thousands of rows. Kerning is left out,
 * which the cell padding absorbs.
 */
const advances = new WeakMap<PDFFont, Map<string, number>>();
function textWidth(font: PDFFont, text: string, size: number): number {
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

/**
 * Each distinct text is encoded once per document: a manifest repeats its schools, genders, document
 * words and dates on every row, and each encoding lays the text out with the font again.
 */
function rememberEncodings(font: PDFFont): void {
  const encode = font.encodeText.bind(font);
  const known = new Map<string, ReturnType<PDFFont['encodeText']>>();
  font.encodeText = (text: string) => {
    let encoded = known.get(text);
    if (!encoded) known.set(text, (encoded = encode(text)));
    return encoded;
  };
}

/** Lines of at most `width` points; a word longer than a line is cut where it must be. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(font, candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (rest.length > 1 && textWidth(font, rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && textWidth(font, rest.slice(0, cut), size) > width) cut -= 1;
        // A double-barrelled name breaks after its hyphen rather than inside a part.
        const hyphen = rest.lastIndexOf('-', cut - 1);
        if (hyphen > 0) cut = hyphen + 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
  }
  return lines.length > 0 ? lines : [''];
}

/** A calendar day as forms write it in both languages: 14/03/2012. */
function numericDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return year && month && day ? `${day}/${month}/${year}` : isoDate;
}

function cellText(column: ExportColumn, row: ExportRow): string {
  const value = row[column.key];
  if (value === null || value === undefined || value === '') return '';
  if (column.kind === 'euro' && typeof value === 'number') return `€${euroFigure(value)}`;
  if (column.kind === 'date' && typeof value === 'string') return numericDate(value);
  return String(value);
}

/** A cursor down the pages, which start again with the table's header row when one is full. */
class Pages {
  page!: PDFPage;
  y = 0;
  readonly width: number;
  readonly height: number;

  constructor(
    private readonly doc: PDFDocument,
    landscape: boolean,
  ) {
    this.width = landscape ? A4.long : A4.short;
    this.height = landscape ? A4.short : A4.long;
    this.newPage();
  }

  get textWidth(): number {
    return this.width - 2 * MARGIN.side;
  }

  newPage(): void {
    this.page = this.doc.addPage([this.width, this.height]);
    this.y = this.height - MARGIN.top;
  }

  fits(height: number): boolean {
    return this.y - height >= MARGIN.bottom;
  }

  line(text: string, font: PDFFont, size: number, color = INK): void {
    for (const part of wrap(text, font, size, this.textWidth)) {
      const lineHeight = size * 1.45;
      if (!this.fits(lineHeight)) this.newPage();
      this.y -= lineHeight;
      this.page.drawText(part, { x: MARGIN.side, y: this.y + lineHeight * 0.28, size, font, color });
    }
  }
}

type Layout = { widths: number[]; headers: string[][]; headerHeight: number };

function tableLayout(section: ExportSection, document: ExportDocument, pages: Pages, fonts: DejaVuFonts): Layout {
  const { columns, rows } = section;
  const total = columns.reduce((sum, column) => sum + column.width, 0) || 1;
  const shared = columns.map((column) => (column.width / total) * pages.textWidth);
  // A date, an amount or a number reads whole: its column is at least as wide as its widest cell, the
  // text columns giving up the difference in their proportions (a text still wraps between words).
  const least = columns.map((column) =>
    column.kind === 'text'
      ? 0
      : Math.max(0, ...rows.map((row) => textWidth(fonts.regular, cellText(column, row), SIZE.cell))) + 2 * CELL_PAD,
  );
  const missing = shared.reduce((sum, width, index) => sum + Math.max(0, least[index]! - width), 0);
  const flexible = shared.reduce((sum, width, index) => sum + (columns[index]!.kind === 'text' ? width : 0), 0);
  const shrink = missing > 0 && flexible > missing ? (flexible - missing) / flexible : 1;
  const widths = shared.map((width, index) =>
    shrink === 1 ? width : columns[index]!.kind === 'text' ? width * shrink : Math.max(width, least[index]!),
  );
  const headers = columns.map((column, index) =>
    wrap(headerText(column.header, document.locale), fonts.bold, SIZE.header, widths[index]! - 2 * CELL_PAD),
  );
  const headerHeight = Math.max(...headers.map((lines) => lines.length)) * CELL_LINE + 2 * CELL_PAD;
  return { widths, headers, headerHeight };
}

function drawRow(pages: Pages, cells: string[][], widths: number[], font: PDFFont, height: number, fill = false) {
  const top = pages.y;
  if (fill) {
    pages.page.drawRectangle({ x: MARGIN.side, y: top - height, width: pages.textWidth, height, color: HEADER_FILL });
  }
  let x = MARGIN.side;
  cells.forEach((lines, index) => {
    lines.forEach((text, lineIndex) => {
      pages.page.drawText(text, {
        x: x + CELL_PAD,
        y: top - CELL_PAD - (lineIndex + 1) * CELL_LINE + 2.5,
        size: SIZE.cell,
        font,
        color: INK,
      });
    });
    x += widths[index]!;
  });
  pages.y = top - height;
  pages.page.drawLine({
    start: { x: MARGIN.side, y: pages.y },
    end: { x: MARGIN.side + pages.textWidth, y: pages.y },
    thickness: 0.4,
    color: RULE,
  });
}

/**
 * An export as a PDF (docs/product/exports.md#pdf): A4, landscape when the columns are wide, the title
 * and subtitle on the first page, each section a heading, its notes and a table whose header row starts
 * every page again; cells wrap; the page number stands in each footer. DejaVu Sans is embedded, so Greek
 * reads on any machine.
 */
export async function writePdf(document: ExportDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await embedDejaVuFonts(doc);
  rememberEncodings(fonts.regular);
  rememberEncodings(fonts.bold);
  doc.setTitle(document.title, { showInWindowTitleBar: true });
  doc.setLanguage(document.language ?? (document.locale === 'el' ? 'el-GR' : 'en-GB'));
  doc.setCreator('Voyage');
  doc.setProducer('Voyage');

  const widest = Math.max(0, ...document.sections.map((s) => s.columns.reduce((sum, c) => sum + c.width, 0)));
  const pages = new Pages(doc, widest > PORTRAIT_CHARACTERS);
  pages.line(document.title, fonts.bold, SIZE.title);
  for (const line of document.subtitle ?? []) pages.line(line, fonts.regular, SIZE.subtitle, MUTED);

  for (const section of document.sections) {
    pages.y -= 10;
    if (section.startsPage || !pages.fits(60)) pages.newPage();
    pages.line(section.title, fonts.bold, SIZE.heading);
    for (const note of section.notes ?? []) pages.line(note, fonts.regular, SIZE.subtitle, MUTED);
    if (section.columns.length === 0) continue;
    pages.y -= 4;
    const layout = tableLayout(section, document, pages, fonts);
    const header = () => drawRow(pages, layout.headers, layout.widths, fonts.bold, layout.headerHeight, true);
    header();
    for (const row of section.rows) {
      const cells = section.columns.map((column, index) =>
        wrap(cellText(column, row), fonts.regular, SIZE.cell, layout.widths[index]! - 2 * CELL_PAD),
      );
      const height = Math.max(...cells.map((lines) => lines.length)) * CELL_LINE + 2 * CELL_PAD;
      if (!pages.fits(height)) {
        pages.newPage();
        header();
      }
      drawRow(pages, cells, layout.widths, fonts.regular, height);
    }
  }

  const all = doc.getPages();
  all.forEach((page, index) => {
    page.drawText(`${document.title} · ${index + 1} / ${all.length}`, {
      x: MARGIN.side,
      y: MARGIN.bottom / 2,
      size: SIZE.footer,
      font: fonts.regular,
      color: MUTED,
    });
  });
  return doc.save();
}
