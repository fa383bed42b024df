import { formatEuroWithCents } from '@voyage/domain';
import { PDFDocument } from 'pdf-lib';
import { embedDejaVuFonts, type DejaVuFonts } from '../files/dejavu-fonts.ts';
import {
  headerText,
  type ExportColumn,
  type ExportDocument,
  type ExportRow,
  type ExportSection,
} from './export-table.ts';
import { numericDate } from '../mail/templates/calendar-day.ts';
import { columnWidths, textWidth } from './pdf-columns.ts';
import type { Colour, FontName } from './pdf-ink.ts';
import { INK, MARGIN, MUTED, Pages } from './pdf-pages.ts';
import { wrap } from './pdf-wrap.ts';

/** Total column width (in workbook characters) a portrait page still holds legibly. */
const PORTRAIT_CHARACTERS = 95;
const SIZE = { title: 15, subtitle: 9.5, heading: 11.5, footer: 7.5 };
/** A table's line height, for its type size. */
const LINE_PER_POINT = 1.25;
const CELL_PAD = 3;
const RULE: Colour = [0.75, 0.75, 0.78];
const HEADER_FILL: Colour = [0.92, 0.93, 0.95];

/** A reader's table: an amount as the document's language writes money, with its cents. */
function cellText(column: ExportColumn, row: ExportRow, locale: ExportDocument['locale']): string {
  const value = row[column.key];
  if (value === null || value === undefined || value === '') return '';
  if (column.kind === 'euro' && typeof value === 'number') return formatEuroWithCents(value, locale);
  if (column.kind === 'date' && typeof value === 'string') return numericDate(value);
  return String(value);
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

function drawRow(pages: Pages, cells: string[][], { widths, size, right }: RowShape, font: FontName, height: number) {
  const top = pages.y;
  if (font === 'bold') pages.ink.rectangle(MARGIN.side, top - height, pages.textWidth, height, HEADER_FILL);
  let x = MARGIN.side;
  cells.forEach((lines, index) => {
    lines.forEach((text, lineIndex) => {
      const from = right[index]
        ? x + widths[index]! - CELL_PAD - textWidth(pages.fonts[font], text, size)
        : x + CELL_PAD;
      const y = top - CELL_PAD - (lineIndex + 1) * size * LINE_PER_POINT + size * 0.3;
      pages.ink.text(text, from, y, font, size, INK);
    });
    x += widths[index]!;
  });
  pages.y = top - height;
  pages.ink.rule(MARGIN.side, MARGIN.side + pages.textWidth, pages.y, 0.4, RULE);
}

/**
 * An export as a PDF (docs/product/exports.md#pdf): A4, landscape when the columns are wide, the title
 * and subtitle on the first page, each section a heading, its notes and a table whose header row (shaded,
 * in bold) starts every page again; cells wrap; the page number stands in each footer. DejaVu Sans is
 * embedded, so Greek reads on any machine. Each page's drawing is written as its content stream directly
 * (`pdf-ink.ts`), not through pdf-lib's drawing calls.
 */
export async function writePdf(document: ExportDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await embedDejaVuFonts(doc);
  doc.setTitle(document.title, { showInWindowTitleBar: true });
  doc.setLanguage(document.language ?? (document.locale === 'el' ? 'el-GR' : 'en-GB'));
  doc.setCreator('Voyage');
  doc.setProducer('Voyage');

  const widest = Math.max(0, ...document.sections.map((s) => s.columns.reduce((sum, c) => sum + c.width, 0)));
  const pages = new Pages(doc, fonts, widest > PORTRAIT_CHARACTERS);
  pages.line(document.title, 'bold', SIZE.title);
  for (const line of document.subtitle ?? []) pages.line(line, 'regular', SIZE.subtitle, MUTED);

  for (const section of document.sections) {
    pages.y -= 10;
    if (section.startsPage || !pages.fits(60)) pages.newPage();
    pages.line(section.title, 'bold', SIZE.heading);
    for (const note of section.notes ?? []) pages.line(note, 'regular', SIZE.subtitle, MUTED);
    if (section.columns.length === 0) continue;
    pages.y -= 4;
    const layout = tableLayout(section, document, pages, fonts);
    const header = () => drawRow(pages, layout.headers, layout, 'bold', layout.headerHeight);
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
      drawRow(pages, cells, layout, 'regular', height);
    }
  }
  pages.finish(document.title, SIZE.footer);
  return doc.save();
}
