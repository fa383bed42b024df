import { isMainThread, parentPort } from 'node:worker_threads';
import { PDFDocument } from 'pdf-lib';
import { checkPageTree } from './pdf-page-tree.ts';
import { MAX_UNPACKED_BYTES, PDF_REFUSALS, PdfRefused, refuse, type PdfRefusal } from './pdf-refusals.ts';
import { keepReachable, scrubActiveContent } from './pdf-scrub.ts';
import { unpackObjectStreamsWithin, UnpackBudget, unpackStream } from './pdf-streams.ts';

/** What the worker posts back: the new file's bytes, or why the sent one is refused. */
export type WorkerAnswer = { kept: Uint8Array } | { refusal: PdfRefusal };

async function load(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    if (error instanceof PdfRefused) throw error;
    // pdf-lib's errors are compiled to ES5, where `instanceof EncryptedPDFError` does not hold: read the message.
    if (error instanceof Error && /is encrypted/.test(error.message)) throw refuse(PDF_REFUSALS.encrypted);
    throw refuse(PDF_REFUSALS.unreadable);
  }
}

/**
 * The rewrite itself (docs/decisions/022-pdfs-read-in-a-worker.md): the sent file parsed with its object
 * streams unpacked within the budget, its page tree walked and checked, a new file made of its pages
 * alone, every active key removed at any depth, only what the new catalog reaches kept, and every stream
 * that stays unpacked once within what is left of the budget (a drawing or an image that would unpack
 * to gigabytes in the staff's viewer is refused here). Runs in a worker; see `rewrite-pdf.ts`.
 */
export async function rewriteSentPdf(bytes: Uint8Array): Promise<Uint8Array> {
  const budget = new UnpackBudget(MAX_UNPACKED_BYTES);
  unpackObjectStreamsWithin(budget);
  const sent = await load(bytes);
  if (budget.refusal) throw budget.refusal;
  if (checkPageTree(sent) === 0) throw refuse(PDF_REFUSALS.unreadable);
  const kept = await PDFDocument.create({ updateMetadata: false });
  try {
    const pages = await kept.copyPages(sent, sent.getPageIndices());
    for (const page of pages) kept.addPage(page);
  } catch (error) {
    if (error instanceof PdfRefused) throw error;
    throw refuse(PDF_REFUSALS.unreadable);
  }
  scrubActiveContent(kept.context);
  for (const stream of keepReachable(kept.context)) unpackStream(stream, budget);
  return kept.save({ useObjectStreams: false });
}

async function answer(bytes: Uint8Array): Promise<WorkerAnswer> {
  try {
    return { kept: await rewriteSentPdf(bytes) };
  } catch (error) {
    if (error instanceof PdfRefused) return { refusal: error.refusal };
    return { refusal: PDF_REFUSALS.unreadable };
  }
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  // pdf-lib warns on the console for every damaged object; a hostile file has millions of them.
  console.warn = () => undefined;
  console.log = () => undefined;
  // One file at a time: the API sends the next only once this one is answered.
  port.on('message', (bytes: Uint8Array) => {
    void answer(bytes).then((result) =>
      port.postMessage(result, 'kept' in result ? [result.kept.buffer as ArrayBuffer] : []),
    );
  });
}
