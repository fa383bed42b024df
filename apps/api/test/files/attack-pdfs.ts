import { deflateSync } from 'node:zlib';

/**
 * PDFs made to stall or bloat whatever reads them, written here byte by byte (docs/product/security.md#pdfs):
 * page trees that fan out or loop, and streams that unpack to far more than the upload's 10 MB, with
 * their dictionaries written so that a search of the file's text misses them.
 */

/** An object of a test PDF: a dictionary (or any object) as text, or a stream's dictionary and its bytes. */
type PdfObject = string | { dict: string; data: Buffer };

/** A PDF of `objects`, numbered from 1 (object 1 is the catalog), with a correct cross-reference table. */
export function buildPdf(objects: PdfObject[]): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]!.length;
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  const offsets = objects.map((object, index) => {
    const offset = length;
    if (typeof object === 'string') {
      push(Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
    } else {
      const dict = object.dict.replace(/^<</, `<< /Length ${object.data.length}`);
      push(Buffer.from(`${index + 1} 0 obj\n${dict}\nstream\n`, 'latin1'));
      push(object.data);
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    }
    return offset;
  });
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(chunks);
}

const CONTENT = Buffer.from('BT /F1 24 Tf 72 720 Td (Signed) Tj ET', 'latin1');
const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** A page drawing `contents` (object `contentsRef`) with Helvetica (object `fontRef`). */
const page = (parent: number, fontRef: number, contentsRef: number, extra = '') =>
  `<< /Type /Page /Parent ${parent} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${fontRef} 0 R >> ${extra} >> /Contents ${contentsRef} 0 R >>`;

/**
 * A page tree of `levels` nodes, each listing the next one twice: 2^levels pages to a reader that walks
 * it as a tree (16,777,216 at 24 levels), in about 2 KB.
 */
export function pageTreeFan(levels = 24): Buffer {
  const firstNode = 2;
  const leaf = firstNode + levels;
  const nodes = Array.from({ length: levels }, (_, index) => {
    const self = firstNode + index;
    const kid = self + 1;
    const parent = index === 0 ? '' : `/Parent ${self - 1} 0 R `;
    return `<< /Type /Pages ${parent}/Kids [${kid} 0 R ${kid} 0 R] /Count ${2 ** (levels - index)} >>`;
  });
  return buildPdf([
    `<< /Type /Catalog /Pages ${firstNode} 0 R >>`,
    ...nodes,
    page(leaf - 1, leaf + 1, leaf + 2),
    FONT,
    { dict: '<< >>', data: CONTENT },
  ]);
}

/** A page tree that contains itself: its root lists a page and then the root again. */
export function pageTreeCycle(): Buffer {
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 2 0 R] /Count 2 >>',
    page(2, 4, 5),
    FONT,
    { dict: '<< >>', data: CONTENT },
  ]);
}

/** A page tree whose root names its own page as its parent: pdf-lib climbs `/Parent` for inherited attributes. */
export function pageParentLoop(): Buffer {
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Parent 3 0 R /Kids [3 0 R] /Count 1 >>',
    page(2, 4, 5),
    FONT,
    { dict: '<< >>', data: CONTENT },
  ]);
}

let zeros: Buffer | undefined;
/** 160 MiB of zeros deflated (about 160 KB): more than a file may unpack to, made once per test file. */
export function deflatedZeros(): Buffer {
  zeros ??= deflateSync(Buffer.alloc(160 * 1024 * 1024), { level: 9 });
  return zeros;
}

/**
 * How an object stream's dictionary is written so that a text search misses it: a key holding `obj`
 * after `/Type` (a search back from `stream` for `obj` starts after it), or names with `#` escapes,
 * which a parser reads as `/ObjStm` and `/FlateDecode`.
 */
export const HIDDEN_OBJECT_STREAM_DICTIONARIES = {
  'a key holding "obj" after /Type (/Xobj true)': '<< /Type /ObjStm /Xobj true /N 1 /First 4 /Filter /FlateDecode >>',
  'an escaped type (/Obj#53tm)': '<< /Type /Obj#53tm /N 1 /First 4 /Filter /FlateDecode >>',
  'an escaped filter (/Fl#61teDecode)': '<< /Type /ObjStm /N 1 /First 4 /Filter /Fl#61teDecode >>',
} as const;

/** A one-page PDF with an object stream written as `dictionary` whose data unpacks to 160 MiB. */
export function objectStreamBomb(dictionary: string): Buffer {
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    page(2, 4, 5),
    FONT,
    { dict: '<< >>', data: CONTENT },
    { dict: dictionary, data: deflatedZeros() },
  ]);
}

/** A one-page PDF whose page drawing unpacks to 160 MiB: what a staff's viewer would inflate. */
export function contentStreamBomb(filter = '/Fl#61teDecode'): Buffer {
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    page(2, 4, 5),
    FONT,
    { dict: `<< /Filter ${filter} >>`, data: deflatedZeros() },
  ]);
}

/**
 * A cross-reference stream that claims 2^31 - 1 entries in 30 bytes: pdf-lib reads past its end, making
 * an entry for each, until it runs out of time or memory. 489 bytes.
 */
export function crossReferenceFlood(): Buffer {
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    {
      dict: '<< /Type /XRef /Size 2147483647 /W [1 1 1] /Root 1 0 R /Filter /FlateDecode >>',
      data: deflateSync(Buffer.alloc(30)),
    },
  ]);
}

const SCRIPT = '<< /Type /Action /S /JavaScript /JS (app.alert\\(document.cookie\\)) >>';

/** Active keys and attached files hidden where a two-level scrub does not look. */
export const deepHostilePdfs: Record<string, Buffer> = {
  'a page action three levels deep in the resources (/Properties /P1 /Foo /AA)': buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    page(2, 4, 5, `/Properties << /P1 << /Foo << /AA << /O ${SCRIPT} >> >> >> >>`),
    FONT,
    { dict: '<< >>', data: CONTENT },
  ]),
  'an attached executable behind a file specification in the resources': buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    page(2, 4, 5, '/Properties << /P1 6 0 R >>'),
    FONT,
    { dict: '<< >>', data: CONTENT },
    '<< /Type /Filespec /F (invoice.exe) /EF << /F 7 0 R >> >>',
    { dict: '<< /Type /EmbeddedFile >>', data: Buffer.from('MZ\x90\x00 an executable', 'latin1') },
  ]),
  'an attached file under a key no reader knows, in an array': buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    page(2, 4, 5, '/Foo [1 2 << /Bar 6 0 R >>]'),
    FONT,
    { dict: '<< >>', data: CONTENT },
    { dict: '<< /Type /EmbeddedFile >>', data: Buffer.from('MZ\x90\x00 an executable', 'latin1') },
  ]),
  'a page drawing whose data lives at an address (/F)': buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    page(2, 4, 5),
    FONT,
    { dict: '<< /F << /FS /URL /F (http://attacker.example/track) >> >>', data: CONTENT },
  ]),
};
