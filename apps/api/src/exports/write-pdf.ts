import { formatEuroWithCents } from '@voyage/domain';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedDejaVuFonts, type DejaVuFonts } from '../files/dejavu-fonts.ts';
import {
  headerText,
  type ExportColumn,
  type ExportDocument,
  type ExportRow,
  type ExportSection,
} from './export-table.ts';
import { numericDate } from '../mail/templates/calendar-day.ts';
import { BREAKS, columnWidths, textWidth } from './pdf-columns.ts';

// A4 in points; landscape when the columns ask for more than a portrait page holds.
const A4 = { short: 595.28, long: 841.89 };
const MARGIN = { side: 36, top: 40, bottom: 40 };
/** Total column width (in workbook characters) a portrait page still holds legibly. */
const PORTRAIT_CHARACTERS = 95;
const SIZE = { title: 15, subtitle: 9.5, heading: 11.5, footer: 7.5 };
/** A table's line height, for its type size. */
const LINE_PER_POINT = 1.25;
const CELL_PAD = 3;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
const RULE = rgb(0.75, 0.75, 0.78);
const HEADER_FILL = rgb(0.92, 0.93, 0.95);

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
    for (const word of paragraph.split(BREAKS).filter(Boolean)) {
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
        // A double-barrelled name breaks after its hyphen rather than inside a part, an address before
        // its @ or after a dot.
        const after = Math.max(rest.lastIndexOf('-', cut - 1), rest.lastIndexOf('.', cut - 1)) + 1;
        const before = rest.lastIndexOf('@', cut);
        const at = Math.max(after, before);
        if (at > 0) cut = at;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
  }
  return lines.length > 0 ? lines : [''];
}

/** A reader's table: an amount as the document's language writes money, with its cents. */
function cellText(column: ExportColumn, row: ExportRow, locale: ExportDocument['locale']): string {
  const value = row[column.key];
  if (value === null || value === undefined || value === '') return '';
  if (column.kind === 'euro' && typeof value === 'number') return formatEuroWithCents(value, locale);
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

/** Amounts and counts stand to the right of their column, so their digits line up. */
type Layout = { widths: number[]; size: number; headers: string[][]; headerHeight: number; right: boolean[] };

function tableLayout(section: ExportSection, document: ExportDocument, pages: Pages, fonts: DejaVuFonts): Layout {
  const { columns, rows } = section;
  const total = columns.reduce((sum, column) => sum + column.width, 0) || 1;
  const toFit = columns.map((column) => ({
    share: (column.width / total) * pages.textWidth,
    figure: column.kind !== 'text',
    header: headerText(column.header, document.locale),
    cells: rows.map((row) => cellText(column, row, document.locale)),
  }));
  const { widths, size } = columnWidths(toFit, pages.textWidth, fonts, CELL_PAD);
  const headers = columns.map((column, index) =>
    wrap(headerText(column.header, document.locale), fonts.bold, size, widths[index]! - 2 * CELL_PAD),
  );
  const headerHeight = rowHeight(headers, size);
  const right = columns.map((column) => column.kind === 'euro' || column.kind === 'number');
  return { widths, size, headers, headerHeight, right };
}

const rowHeight = (cells: string[][], size: number) =>
  Math.max(...cells.map((lines) => lines.length)) * size * LINE_PER_POINT + 2 * CELL_PAD;

type RowShape = Pick<Layout, 'widths' | 'size' | 'right'>;

function drawRow(
  pages: Pages,
  cells: string[][],
  { widths, size, right }: RowShape,
  font: PDFFont,
  height: number,
  fill = false,
) {
  const top = pages.y;
  if (fill) {
    pages.page.drawRectangle({ x: MARGIN.side, y: top - height, width: pages.textWidth, height, color: HEADER_FILL });
  }
  let x = MARGIN.side;
  cells.forEach((lines, index) => {
    lines.forEach((text, lineIndex) => {
      const from = right[index] ? x + widths[index]! - CELL_PAD - textWidth(font, text, size) : x + CELL_PAD;
      pages.page.drawText(text, {
        x: from,
        y: top - CELL_PAD - (lineIndex + 1) * size * LINE_PER_POINT + size * 0.3,
        size,
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
    const header = () => drawRow(pages, layout.headers, layout, fonts.bold, layout.headerHeight, true);
    header();
    for (const row of section.rows) {
      const cells = section.columns.map((column, index) =>
        wrap(cellText(column, row, document.locale), fonts.regular, layout.size, layout.widths[index]! - 2 * CELL_PAD),
      );
      const height = rowHeight(cells, layout.size);
      if (!pages.fits(height)) {
        pages.newPage();
        header();
      }
      drawRow(pages, cells, layout, fonts.regular, height);
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
