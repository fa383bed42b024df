import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';
import { PDFDocument } from 'pdf-lib';
import { httpErrorOf, PDF_REFUSALS } from './pdf-refusals.ts';
import { holdsActiveContent } from './pdf-scrub.ts';
import type { WorkerAnswer } from './rewrite-pdf-worker.ts';

export { MAX_PDF_PAGES } from './pdf-refusals.ts';
export { ACTIVE_KEYS } from './pdf-scrub.ts';

const PDF_SIGNATURE = '%PDF-';

/**
 * What a PDF's worker may use: a JavaScript heap of 256 MB, and ten seconds for one file (a real file of
 * a few pages takes well under one). Past either the worker is stopped and the file refused (422
 * `PDF_TOO_COMPLEX`). What pdf-lib and zlib unpack lives outside the heap: the unpack budget bounds it.
 */
export const PDF_WORKER_LIMITS = {
  timeoutMs: 10_000,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
} as const;

/** At most one PDF per core is read at once; the others wait their turn, as image encodes do. */
const pdfRewrites = pLimit(Math.max(1, availableParallelism()));

/**
 * Built (`npm start`), this module is part of dist/main.js and the worker is dist/rewrite-pdf-worker.js beside
 * it (apps/api/scripts/build.mjs). From the TypeScript (tests, `npm run dev`), the worker's code is loaded
 * through tsx's require hook, which works in a worker thread on Node 20 (tsx's ESM hooks, which the API
 * itself runs under, do not reach one).
 */
function newWorker(): Worker {
  const { resourceLimits } = PDF_WORKER_LIMITS;
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./rewrite-pdf-worker.js', import.meta.url), { resourceLimits });
  const source = `require(${JSON.stringify(createRequire(import.meta.url).resolve('tsx/cjs/api'))}).register();
require(${JSON.stringify(fileURLToPath(new URL('./rewrite-pdf-worker.ts', import.meta.url)))});`;
  return new Worker(source, { eval: true, resourceLimits });
}

/** Workers done with a file, ready for the next: loading pdf-lib takes longer than most files. */
const idle: Worker[] = [];

function startWorker(): Worker {
  const worker = newWorker();
  // An idle worker neither keeps the process alive nor throws if it dies: it is only left out of `idle`.
  worker.unref();
  worker.on('error', () => undefined);
  worker.on('exit', () => {
    const index = idle.indexOf(worker);
    if (index !== -1) idle.splice(index, 1);
  });
  return worker;
}

/** Sends one file to `worker` and waits for its answer, at most `timeoutMs`; rejects if the worker dies. */
function ask(worker: Worker, bytes: Uint8Array): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      outcome();
    };
    const onMessage = (answer: WorkerAnswer) => finish(() => resolve(answer));
    const onError = (error: Error) => finish(() => reject(error));
    const onExit = (code: number) => finish(() => reject(new Error(`The PDF worker stopped (exit code ${code})`)));
    const timer = setTimeout(
      () => finish(() => reject(Object.assign(new Error('The PDF took too long'), { code: 'PDF_TIMEOUT' }))),
      PDF_WORKER_LIMITS.timeoutMs,
    );
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(new Uint8Array(bytes));
  });
}

const PAST_LIMITS = new Set(['PDF_TIMEOUT', 'ERR_WORKER_OUT_OF_MEMORY']);

/** One file through a worker; a worker that ran out of time or memory is stopped and never used again. */
async function rewriteInWorker(bytes: Uint8Array): Promise<Buffer> {
  const worker = idle.pop() ?? startWorker();
  let answer: WorkerAnswer;
  try {
    answer = await ask(worker, bytes);
  } catch (error) {
    void worker.terminate();
    if (PAST_LIMITS.has((error as { code?: string }).code ?? '')) throw httpErrorOf(PDF_REFUSALS.tooComplex);
    throw error;
  }
  idle.push(worker);
  if ('refusal' in answer) throw httpErrorOf(answer.refusal);
  return Buffer.from(answer.kept);
}

/**
 * A PDF as it is kept: a new file made of the sent file's pages only, drawn as they were (text, images,
 * fonts) and nothing else. It is read and written in a worker thread with a memory and a time limit, so
 * that no file, whatever pdf-lib does with it, can stall the API (docs/decisions/022-pdfs-read-in-a-worker.md).
 * A file that is not a PDF is 415; encrypted, 415 `PDF_ENCRYPTED`; damaged or cut short, 422
 * `FILE_UNREADABLE`; a page tree that loops or repeats, 422 `PDF_PAGE_TREE_INVALID`; streams that unpack
 * past 128 MB, 422 `PDF_UNPACKS_TOO_LARGE`; past the worker's limits, 422 `PDF_TOO_COMPLEX`; more than
 * 50 pages, 413.
 */
export async function rewritePdf(bytes: Uint8Array): Promise<Buffer> {
  if (Buffer.from(bytes.subarray(0, PDF_SIGNATURE.length)).toString('latin1') !== PDF_SIGNATURE) {
    throw httpErrorOf(PDF_REFUSALS.notPdf);
  }
  if (Buffer.from(bytes).lastIndexOf('%%EOF') === -1) throw httpErrorOf(PDF_REFUSALS.unreadable);
  return pdfRewrites(() => rewriteInWorker(bytes));
}

/** True when an object of the PDF holds an active key or an attached file: what the tests check of every stored file. */
export async function hasActiveContent(bytes: Uint8Array): Promise<boolean> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  return holdsActiveContent(document.context);
}
