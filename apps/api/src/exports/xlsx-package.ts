import { escapeXml, stylesXml } from './xlsx-parts.ts';

export const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
export const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';

/** A sheet as the workbook part names it: its name and its filter's range, if it has a table. */
type SheetEntry = { name: string; filter: string | null };

export const sheetPartName = (index: number) => `xl/worksheets/sheet${index + 1}.xml`;

function contentTypesXml(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, index) => `<Override PartName="/${sheetPartName(index)}" ContentType="${SHEET_TYPE}"/>`,
  );
  return (
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    `${sheets.join('')}` +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
    '</Types>'
  );
}

/** `'Name'!$A$4:$P$4`: the sheet's filter range as the hidden `_FilterDatabase` name holds it. */
function filterDatabase(sheet: SheetEntry, index: number): string {
  if (!sheet.filter) return '';
  const [from, to] = sheet.filter.split(':').map((ref) => ref.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2'));
  const quoted = `'${sheet.name.replace(/'/g, "''")}'`;
  return `<definedName name="_xlnm._FilterDatabase" localSheetId="${index}" hidden="1">${escapeXml(`${quoted}!${from}:${to}`)}</definedName>`;
}

function workbookXml(sheets: readonly SheetEntry[]): string {
  const entries = sheets.map(
    (sheet, index) => `<sheet name="${escapeXml(sheet.name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
  );
  const filters = sheets.map(filterDatabase).join('');
  return (
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews>` +
    `<sheets>${entries.join('')}</sheets>${filters ? `<definedNames>${filters}</definedNames>` : ''}</workbook>`
  );
}

function workbookRelsXml(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, index) =>
      `<Relationship Id="rId${index + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
  );
  return (
    `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELS}">${sheets.join('')}` +
    `<Relationship Id="rId${sheetCount + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`
  );
}

/**
 * Every part of the workbook but its worksheets, which follow them in the zip: all of it is known from the
 * sheets' names and header rows, before any row is read.
 */
export function packageParts(sheets: readonly SheetEntry[]): [name: string, xml: string][] {
  return [
    ['[Content_Types].xml', contentTypesXml(sheets.length)],
    [
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
        `<Relationship Id="rId2" Type="${PACKAGE_RELS}/metadata/core-properties" Target="docProps/core.xml"/>` +
        '</Relationships>',
    ],
    [
      'docProps/core.xml',
      `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
        'xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Voyage</dc:creator></cp:coreProperties>',
    ],
    ['xl/workbook.xml', workbookXml(sheets)],
    ['xl/_rels/workbook.xml.rels', workbookRelsXml(sheets.length)],
    ['xl/styles.xml', stylesXml()],
  ];
}
