import { createHash } from 'node:crypto';
import type { files } from '../schema/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

type FileRow = typeof files.$inferInsert;
type Placeholder = { bytes: Buffer; sizeBytes: number; sha256: string };

const PARALLEL_WRITES = 16;

function placeholder(bytes: Buffer): Placeholder {
  return { bytes, sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** A card-sized image marked SPECIMEN, standing in for a scanned passport or ID card. */
async function specimenImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600">
    <rect x="20" y="20" width="860" height="560" rx="24" fill="none" stroke="#8a1c1c" stroke-width="8"/>
    <text x="450" y="330" font-family="sans-serif" font-size="130" font-weight="bold" fill="#8a1c1c"
      text-anchor="middle" transform="rotate(-18 450 300)">SPECIMEN</text>
    <text x="450" y="550" font-family="sans-serif" font-size="28" fill="#444" text-anchor="middle">Voyage demo - not a real document</text>
  </svg>`;
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#eef2f5' } })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A one-page PDF marked SPECIMEN (consent forms, payment receipts), written by hand: no PDF library needed. */
function specimenPdf(): Buffer {
  const content = [
    'BT /F1 72 Tf 0.54 0.11 0.11 rg 150 460 Td (SPECIMEN) Tj ET',
    'BT /F1 16 Tf 0.27 0.27 0.27 rg 150 420 Td (Voyage demo - not a real document) Tj ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xrefAt = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * Stores a placeholder for every demo file record (a SPECIMEN image for ID scans, a SPECIMEN PDF for
 * the rest) and sets each record's size and SHA-256 to the placeholder's, so staff downloads work in
 * the demo and every record matches its object.
 */
export async function writeDemoFiles(storage: FileStorage, rows: FileRow[]): Promise<void> {
  const image = placeholder(await specimenImage());
  const pdf = placeholder(specimenPdf());
  for (let start = 0; start < rows.length; start += PARALLEL_WRITES) {
    await Promise.all(
      rows.slice(start, start + PARALLEL_WRITES).map(async (row) => {
        if (!row.id) throw new Error('a demo file record has no id');
        const stand = row.mediaType === 'application/pdf' ? pdf : image;
        row.sizeBytes = stand.sizeBytes;
        row.sha256 = stand.sha256;
        await storage.put(row.id, stand.bytes);
      }),
    );
  }
}
