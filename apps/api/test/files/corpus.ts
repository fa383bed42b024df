import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * The upload corpus (docs/product/security.md#malformed-and-hostile-uploads): valid files, polyglots, disguised types
 * and malformed images, all built in memory.
 */

export async function jpeg(
  options: { width?: number; height?: number; withGps?: boolean; orientation?: number } = {},
): Promise<Buffer> {
  const { width = 320, height = 200 } = options;
  // Noise, so the JPEG has real entropy-coded data to cut short.
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 7919) % 251;
  let image = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 });
  if (options.withGps) {
    image = image.withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Software: 'camera 1.0' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '34/1 41/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '33/1 2/1 0/1' },
    });
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

/** A fixed pseudo-random sequence (mulberry32), so every run builds the same bytes. */
function grain(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296 - 0.5;
  };
}

/**
 * A 12-megapixel phone photo (4000×3000, quality 90) with the camera's EXIF and GPS position: a gradient
 * with sensor-like grain, so it weighs a few megabytes like a real one rather than compressing to nothing.
 */
export async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const next = grain(2026);
  const pixels = Buffer.alloc(width * height * 3);
  const channel = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const noise = next() * 48;
      pixels[i] = channel(40 + (180 * x) / width + noise);
      pixels[i + 1] = channel(60 + (150 * y) / height + noise);
      pixels[i + 2] = channel(200 - (120 * (x + y)) / (width + height) + noise);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Software: 'camera 1.0' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '34/1 41/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '33/1 2/1 0/1' },
    })
    .toBuffer();
}

export async function png(width = 240, height = 160): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 160, alpha: 0.8 } } })
    .png()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of 20,000 × 20,000 one-bit pixels: about 50 KB on the wire, 400 megapixels once decoded. */
export function pixelFloodPng(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(side / 8);
  const raw = Buffer.alloc(rowBytes * side); // every row: filter 0, black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal one-page PDF; `catalog` adds entries to its catalog, `extraObjects` more objects after it. */
export function pdf(options: { catalog?: string; extraObjects?: string[]; text?: string } = {}): Buffer {
  const content = `BT /F1 24 Tf 72 720 Td (${options.text ?? 'Passport scan'}) Tj ET`;
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ''} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ...(options.extraObjects ?? []),
  ];
  let out = '%PDF-1.7\n';
  const offsets = objects.map((body, index) => {
    const offset = out.length;
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * A PDF 1.5 whose object 6 sits in a compressed object stream (`data` replaces the compressed bytes).
 * Its catalog points at object 6 by a harmless-looking `/Names` entry.
 */
export function pdfWithObjectStream(hidden: string, data?: Buffer): Buffer {
  const header = '6 0 ';
  const compressed = data ?? deflateSync(Buffer.from(`${header}${hidden}`, 'latin1'));
  const dictionary = `<< /Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode /Length ${compressed.length} >>`;
  const base = pdf({ catalog: '/Names 6 0 R' }).toString('latin1');
  // The object stream goes in just before the xref; offsets of a test file need not be exact.
  const at = base.indexOf('xref');
  return Buffer.concat([
    Buffer.from(`${base.slice(0, at)}7 0 obj\n${dictionary}\nstream\n`, 'latin1'),
    compressed,
    Buffer.from(`\nendstream\nendobj\n${base.slice(at)}`, 'latin1'),
  ]);
}

/** Document-level JavaScript, visible only once the object stream is inflated. */
export function pdfWithScriptInObjectStream(): Buffer {
  return pdfWithObjectStream('<< /JavaScript << /Names [(x) << /S /JavaScript /JS (app.alert\\(1\\)) >>] >> >>');
}

export const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n');
export const svgWithScript = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>\n',
);

/** A zip archive (one stored entry), to be sent under a .pdf name. */
export function zip(): Buffer {
  const name = Buffer.from('bomb.txt');
  const data = Buffer.alloc(1024, 0x41);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/** The start of an HEIC photo, as iPhones take them by default. */
export const heic = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic', 'latin1'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mif1heic', 'latin1'),
  Buffer.alloc(64),
]);
