import JSZip from 'jszip';
import { headerText, type ExportCell, type ExportColumn, type ExportDocument } from './export-table.ts';
import { escapeXml, STYLE, stylesXml, type Style } from './xlsx-parts.ts';

/** Euro with two decimals, the sign before the figure: `€1,090.00` (the reader's Excel localises the separators). */
export const EURO_NUMBER_FORMAT = '[$€-2] #,##0.00';

/** A cell as a sheet holds it: a number (amounts, dates as day serials), a text, or nothing. */
type Cell = { kind: 'number'; value: number; style: Style } | { kind: 'text'; value: string; style: Style } | null;

/** Excel counts days from 1899-12-30 (its 1900 leap-year mistake included); a day is its midnight UTC. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

function daySerial(value: string): number | null {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) ? null : (time - EXCEL_EPOCH) / DAY_MS;
}

/** Excel refuses some characters and more than 31 in a sheet name. */
function sheetName(title: string, taken: Set<string>): string {
  const base =
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base.slice(0, 27)} (${n})`;
  taken.add(name.toLowerCase());
  return name;
}

/** `A`, `B`, … `Z`, `AA`: a column's letters from its number (1-based). */
function columnLetters(index: number): string {
  let letters = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

function bodyCell(column: ExportColumn, value: ExportCell | undefined): Cell {
  if (value === null || value === undefined || value === '') return null; // nothing to say is a blank cell
  if (column.kind === 'euro') return { kind: 'number', value: Number(value) / 100, style: STYLE.euro };
  if (column.kind === 'date') {
    const serial = typeof value === 'string' ? daySerial(value) : null;
    return serial === null ? null : { kind: 'number', value: serial, style: STYLE.date };
  }
  return typeof value === 'number'
    ? { kind: 'number', value, style: STYLE.plain }
    : { kind: 'text', value, style: STYLE.plain };
}

/** The workbook's shared strings: each text stored once, cells point at it by number. */
class SharedStrings {
  private readonly index = new Map<string, number>();
  private count = 0;

  at(text: string): number {
    this.count += 1;
    let at = this.index.get(text);
    if (at === undefined) {
      at = this.index.size;
      this.index.set(text, at);
    }
    return at;
  }

  xml(): string {
    const items = [...this.index.keys()].map((text) => `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`);
    return `<sst xmlns="${MAIN_NS}" count="${this.count}" uniqueCount="${this.index.size}">${items.join('')}</sst>`;
  }
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

function rowXml(number: number, cells: readonly Cell[], strings: SharedStrings): string {
  const xml = cells.map((cell, index) => {
    if (!cell) return '';
    const ref = `${columnLetters(index + 1)}${number}`;
    const style = cell.style === STYLE.plain ? '' : ` s="${cell.style}"`;
    return cell.kind === 'number'
      ? `<c r="${ref}"${style}><v>${cell.value}</v></c>`
      : `<c r="${ref}"${style} t="s"><v>${strings.at(cell.value)}</v></c>`;
  });
  return `<row r="${number}">${xml.join('')}</row>`;
}

type Sheet = { name: string; xml: string; filter: string | null };

/** One section as a worksheet: its notes, then a bold frozen header with filters, then the rows. */
function sheetXml(section: ExportDocument['sections'][number], document: ExportDocument, strings: SharedStrings) {
  const notes = section.notes ?? [];
  const { columns } = section;
  const headerRow = notes.length === 0 ? 1 : notes.length + 2;
  const rows: string[] = [];
  // Notes are text as typed (format `@`) above a table; alone on a sheet they are plain cells.
  const noteStyle = columns.length === 0 ? STYLE.plain : STYLE.text;
  notes.forEach((note, index) =>
    rows.push(rowXml(index + 1, [{ kind: 'text', value: note, style: noteStyle }], strings)),
  );
  let filter: string | null = null;
  let cols = '';
  if (columns.length > 0) {
    const header = columns.map((column): Cell => {
      const text = headerText(column.header, document.locale);
      return { kind: 'text', value: text, style: STYLE.bold };
    });
    rows.push(rowXml(headerRow, header, strings));
    section.rows.forEach((row, index) =>
      rows.push(
        rowXml(
          headerRow + 1 + index,
          columns.map((column) => bodyCell(column, row[column.key])),
          strings,
        ),
      ),
    );
    const columnStyle = (column: ExportColumn) =>
      column.kind === 'euro' ? ` style="${STYLE.euro}"` : column.kind === 'date' ? ` style="${STYLE.date}"` : '';
    cols = `<cols>${columns
      .map(
        (column, index) =>
          `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"${columnStyle(column)}/>`,
      )
      .join('')}</cols>`;
    filter = `A${headerRow}:${columnLetters(columns.length)}${headerRow}`;
  }
  const pane = `<pane ySplit="${headerRow}" topLeftCell="A${headerRow + 1}" activePane="bottomLeft" state="frozen"/>`;
  return {
    xml:
      `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
      `<sheetViews><sheetView workbookViewId="0">${pane}</sheetView></sheetViews>` +
      `<sheetFormatPr defaultRowHeight="15"/>${cols}<sheetData>${rows.join('')}</sheetData>` +
      `${filter ? `<autoFilter ref="${filter}"/>` : ''}</worksheet>`,
    filter,
  };
}

function workbookXml(sheets: readonly Sheet[]): string {
  const entries = sheets.map(
    (sheet, index) => `<sheet name="${escapeXml(sheet.name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
  );
  const filters = sheets.flatMap((sheet, index) => {
    if (!sheet.filter) return [];
    const [from, to] = sheet.filter.split(':').map((ref) => ref.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2'));
    const quoted = `'${sheet.name.replace(/'/g, "''")}'`;
    return [
      `<definedName name="_xlnm._FilterDatabase" localSheetId="${index}" hidden="1">${escapeXml(`${quoted}!${from}:${to}`)}</definedName>`,
    ];
  });
  return (
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews>` +
    `<sheets>${entries.join('')}</sheets>${filters.length ? `<definedNames>${filters.join('')}</definedNames>` : ''}</workbook>`
  );
}

/**
 * An export as an XLSX workbook (docs/product/exports.md#xlsx): a sheet per section, a bold frozen header row
 * with filters, amounts as numeric cells in euro, dates as date cells, columns as wide as the export says.
 * Texts are stored as strings, never formulas, so a name starting with `=` is shown as typed. A section's notes
 * stand above its header row. The few XML parts are written here and zipped with the zip library the API
 * already reads uploads with (docs/dependencies.md#xlsx).
 */
export async function writeXlsx(document: ExportDocument): Promise<Buffer> {
  const strings = new SharedStrings();
  const taken = new Set<string>();
  const sheets = document.sections.map((section): Sheet => {
    const name = sheetName(section.title, taken);
    return { name, ...sheetXml(section, document, strings) };
  });
  if (sheets.length === 0)
    sheets.push({ name: 'Sheet', ...sheetXml({ title: '', columns: [], rows: [] }, document, strings) });

  const zip = new JSZip();
  // The package's parts only: no folder entries, which an Open XML package does not have.
  const put = (name: string, xml: string) => zip.file(name, xml, { createFolders: false });
  const sheetTypes = sheets.map(
    (_, index) =>
      `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  );
  put(
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      `${sheetTypes.join('')}` +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
      '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
      '</Types>',
  );
  put(
    '_rels/.rels',
    `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
      '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
      '</Relationships>',
  );
  put(
    'docProps/core.xml',
    `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
      'xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Voyage</dc:creator></cp:coreProperties>',
  );
  put('xl/workbook.xml', workbookXml(sheets));
  const sheetRels = sheets.map(
    (_, index) =>
      `<Relationship Id="rId${index + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
  );
  const next = sheets.length + 1;
  put(
    'xl/_rels/workbook.xml.rels',
    `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheetRels.join('')}` +
      `<Relationship Id="rId${next}" Type="${REL_NS}/styles" Target="styles.xml"/>` +
      `<Relationship Id="rId${next + 1}" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>` +
      '</Relationships>',
  );
  sheets.forEach((sheet, index) => put(`xl/worksheets/sheet${index + 1}.xml`, sheet.xml));
  put('xl/styles.xml', stylesXml(EURO_NUMBER_FORMAT));
  put('xl/sharedStrings.xml', `${XML_HEAD}${strings.xml()}`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}
