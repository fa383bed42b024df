import { constants, inflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFName,
  PDFObjectStreamParser,
  PDFRawStream,
  PDFXRefStreamParser,
} from 'pdf-lib';
import { PDF_REFUSALS, PdfRefused, refuse } from './pdf-refusals.ts';

/**
 * What the streams of one file may still unpack to; every filter's output is charged to it. It also
 * keeps the first refusal met while pdf-lib parses: its parser catches what is thrown while it reads an
 * object (and skips the object as damaged), so the rewrite asks `refusal` after parsing.
 */
export class UnpackBudget {
  refusal: PdfRefused | undefined;

  constructor(private remaining: number) {}

  /** At most how many bytes the next output may have. */
  get left(): number {
    return this.remaining;
  }

  spend(bytes: number): void {
    if (bytes > this.remaining) throw refuse(PDF_REFUSALS.unpacksTooLarge);
    this.remaining -= bytes;
  }
}

/** Image codecs: their data is what a viewer decodes as pixels; it is not unpacked here. */
const IMAGE_CODECS = new Set(['DCTDecode', 'JPXDecode', 'CCITTFaxDecode', 'JBIG2Decode']);
/** Filters whose decoders in pdf-lib produce their output in small blocks, so a bounded read stays bounded. */
const BLOCK_FILTERS = new Set(['ASCIIHexDecode', 'ASCII85Decode', 'LZWDecode', 'RunLengthDecode']);

type Filter = { name: string; parms: PDFDict | undefined };

function filtersOf(dict: PDFDict): Filter[] {
  const filter = dict.lookup(PDFName.of('Filter'));
  const parms = dict.lookup(PDFName.of('DecodeParms'));
  const names = filter === undefined ? [] : filter instanceof PDFArray ? filter.asArray() : [filter];
  return names.map((name, index) => {
    const resolved = dict.context.lookup(name);
    if (!(resolved instanceof PDFName)) throw refuse(PDF_REFUSALS.unreadable);
    const own = parms instanceof PDFArray ? dict.context.lookup(parms.get(index)) : parms;
    return { name: resolved.decodeText(), parms: own instanceof PDFDict ? own : undefined };
  });
}

/**
 * Inflates with zlib, never past what the budget has left (`maxOutputLength`): a bomb stops at the cap
 * instead of filling the memory. A stream cut short gives what it holds (`Z_SYNC_FLUSH`), as readers do.
 */
function inflate(data: Uint8Array, budget: UnpackBudget): Uint8Array {
  try {
    return inflateSync(data, { maxOutputLength: Math.max(1, budget.left), finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') throw refuse(PDF_REFUSALS.unpacksTooLarge);
    throw refuse(PDF_REFUSALS.unreadable);
  }
}

/** Read from a block decoder at a time; its buffer grows with what it has decoded, never ahead of it. */
const BLOCK_READ = 64 * 1024;

/** One of pdf-lib's block decoders, read a block at a time until it ends or passes the budget. */
function decodeInBlocks(stream: PDFRawStream, filter: Filter, data: Uint8Array, budget: UnpackBudget): Uint8Array {
  const dict = stream.dict.context.obj({ Filter: filter.name });
  if (filter.parms) dict.set(PDFName.of('DecodeParms'), filter.parms);
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    const decoder = decodePDFRawStream(PDFRawStream.of(dict, data));
    const read = (): Uint8Array => Uint8Array.from(decoder.getBytes(BLOCK_READ));
    for (let chunk = read(); chunk.length > 0; chunk = read()) {
      total += chunk.length;
      if (total > budget.left) break;
      chunks.push(chunk);
    }
  } catch {
    throw refuse(PDF_REFUSALS.unreadable);
  }
  if (total > budget.left) throw refuse(PDF_REFUSALS.unpacksTooLarge);
  return Buffer.concat(chunks);
}

/**
 * A stream's data with its filters applied in turn, each output charged to the budget; an image codec
 * ends the chain (its data is returned still encoded, `image` true). An unknown filter is unreadable.
 */
export function unpackStream(stream: PDFRawStream, budget: UnpackBudget): { bytes: Uint8Array; image: boolean } {
  let bytes = stream.contents;
  for (const filter of filtersOf(stream.dict)) {
    if (IMAGE_CODECS.has(filter.name)) return { bytes, image: true };
    if (filter.name === 'FlateDecode') bytes = inflate(bytes, budget);
    else if (BLOCK_FILTERS.has(filter.name)) bytes = decodeInBlocks(stream, filter, bytes, budget);
    else throw refuse(PDF_REFUSALS.unreadable);
    budget.spend(bytes.length);
  }
  return { bytes, image: false };
}

/**
 * The stream as pdf-lib's parser may read it: its data already unpacked within the budget, no filter
 * left. One that cannot be unpacked, or passes the budget, is the file's refusal, kept in the budget.
 */
function unpacked(stream: PDFRawStream, budget: UnpackBudget): PDFRawStream {
  try {
    const { bytes, image } = unpackStream(stream, budget);
    if (image) throw refuse(PDF_REFUSALS.unreadable);
    const dict = stream.dict.clone(stream.dict.context);
    dict.delete(PDFName.of('Filter'));
    dict.delete(PDFName.of('DecodeParms'));
    return PDFRawStream.of(dict, bytes);
  } catch (error) {
    if (error instanceof PdfRefused) budget.refusal ??= error;
    throw error;
  }
}

/** The budget of the file being read; the thread reads one file at a time. */
let current: UnpackBudget | undefined;

/**
 * pdf-lib's parser unpacks object streams and cross-reference streams as it meets them, with no bound
 * of its own. In the worker that reads PDFs (the only user of its copy of pdf-lib), each one it meets is
 * unpacked here first, within the budget of the file being read, and handed over unfiltered. Which
 * stream is an object stream is the parser's own decision, made on the parsed dictionary (escaped names
 * such as `/Obj#53tm` resolved), never a text search.
 */
export function unpackObjectStreamsWithin(budget: UnpackBudget): void {
  if (!current) {
    const objectStream = PDFObjectStreamParser.forStream;
    const crossReferenceStream = PDFXRefStreamParser.forStream;
    PDFObjectStreamParser.forStream = (stream, shouldWaitForTick) =>
      objectStream(unpacked(stream, current!), shouldWaitForTick);
    PDFXRefStreamParser.forStream = (stream) => crossReferenceStream(unpacked(stream, current!));
  }
  current = budget;
}
