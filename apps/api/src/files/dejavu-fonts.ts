import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * DejaVu Sans, from its npm package: Latin and Greek, read once per process and embedded in each PDF
 * subset to the letters it uses, so a PDF reads the same on any machine, with or without fonts.
 */
const require = createRequire(import.meta.url);
let fontBytes: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
function loadFonts() {
  fontBytes ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fontBytes;
}

export type DejaVuFonts = Record<'regular' | 'bold', PDFFont>;

/** DejaVu Sans regular and bold, embedded in `doc`. */
export async function embedDejaVuFonts(doc: PDFDocument): Promise<DejaVuFonts> {
  // fontkit is loaded with the first PDF written, not at start-up: it takes half a second to load.
  const [bytes, { default: fontkit }] = await Promise.all([loadFonts(), import('@pdf-lib/fontkit')]);
  doc.registerFontkit(fontkit);
  // No ligatures: each letter stays a glyph of its own, so the text copies and reads back as typed.
  const features = { liga: false };
  return {
    regular: await doc.embedFont(bytes.regular, { subset: true, features }),
    bold: await doc.embedFont(bytes.bold, { subset: true, features }),
  };
}
