/** The cell styles an export uses, by their index in the workbook's `cellXfs` (0 is the default). */
export const STYLE = { plain: 0, euro: 1, date: 2, text: 3, bold: 4 } as const;
export type Style = (typeof STYLE)[keyof typeof STYLE];

/** Euro with two decimals, the sign before the figure: `€1,090.00` (the reader's Excel localises the separators). */
export const EURO_NUMBER_FORMAT = '[$€-2] #,##0.00';
const DATE_FORMAT = 'yyyy-mm-dd';
/** Excel's built-in number format for text (`@`): what is typed is shown as it is. */
const TEXT_FORMAT_ID = 49;

/** Anything but the characters XML 1.0 holds without surrogates: tab, newlines and U+0020–U+FFFD but surrogates. */
const MAYBE_NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/;

/** Leaves out what XML cannot hold at all (controls but tab and newlines, lone surrogates, U+FFFE, U+FFFF). */
function xmlCharacters(text: string): string {
  if (!MAYBE_NOT_XML.test(text)) return text;
  let kept = '';
  for (const character of text) {
    const code = character.codePointAt(0)!;
    const allowed =
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      code >= 0x10000;
    if (allowed) kept += character;
  }
  return kept;
}

/** Text as XML element content or an attribute value: escaped, and what XML cannot hold left out. */
export function escapeXml(text: string): string {
  return xmlCharacters(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The workbook's styles: euro amounts, calendar days, text as typed, and the bold header. */
export function stylesXml(): string {
  const xf = (numFmtId: number, fontId = 0) =>
    `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"` +
    `${numFmtId ? ' applyNumberFormat="1"' : ''}${fontId ? ' applyFont="1"' : ''}/>`;
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `<numFmts count="2"><numFmt numFmtId="164" formatCode="${escapeXml(EURO_NUMBER_FORMAT)}"/>` +
    `<numFmt numFmtId="165" formatCode="${DATE_FORMAT}"/></numFmts>` +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
    '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="5">${xf(0)}${xf(164)}${xf(165)}${xf(TEXT_FORMAT_ID)}${xf(0, 1)}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}
