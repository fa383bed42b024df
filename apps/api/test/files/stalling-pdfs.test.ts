import { tripDate } from '@voyage/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hasActiveContent } from '../../src/files/rewrite-pdf.ts';
import { documentsOf, uploadDocument } from '../documents/document-kit.ts';
import { approvedFamily, DEPOSIT, paymentsOf, reportPayment } from '../payments/payment-kit.ts';
import { removeReviewDataAfterAll } from '../review/review-kit.ts';
import {
  contentStreamBomb,
  crossReferenceFlood,
  deepHostilePdfs,
  deflatedZeros,
  HIDDEN_OBJECT_STREAM_DICTIONARIES,
  objectStreamBomb,
  pageParentLoop,
  pageTreeCycle,
  pageTreeFan,
} from './attack-pdfs.ts';
import * as corpus from './corpus.ts';
import { createDraft, removeDrafts, setupUploadApp, upload, type TestDraft } from './upload-kit.ts';

/**
 * PDFs made to stall the server or to bloat what staff open (docs/product/security.md#pdfs), through each
 * route a family uploads by: the registration's ID (a school code is all it takes), the signed consent form
 * and a payment's receipt. Each is refused with its code, and the API keeps answering meanwhile.
 */

const t = setupUploadApp({ signInRateLimitMax: 1000 });
removeReviewDataAfterAll(t);
const drafts: string[] = [];
afterAll(() => removeDrafts(t.db, drafts));

beforeAll(() => {
  deflatedZeros();
});
beforeEach(async () => {
  for (const key of t.objectsOnDisk()) await t.app.storage.delete(key);
});

type Route = {
  name: string;
  send(bytes: Buffer): Promise<LightMyRequestResponse>;
  nothingKept(): Promise<void>;
};

async function draftRoute(): Promise<Route> {
  const draft: TestDraft = await createDraft(t.db);
  drafts.push(draft.id);
  return {
    name: 'the registration',
    send: (bytes) => upload(t, draft, { fileName: 'passport.pdf', bytes, contentType: 'application/pdf' }),
    nothingKept: async () => expect(t.objectsOnDisk()).toEqual([]),
  };
}

async function consentRoute(): Promise<Route> {
  const { traveller, cookie } = await approvedFamily(t);
  return {
    name: 'the consent form',
    send: (bytes) =>
      uploadDocument(t, cookie, traveller.id, 'consent', {
        fileName: 'consent.pdf',
        bytes,
        contentType: 'application/pdf',
      }),
    nothingKept: async () => {
      expect(await documentsOf(t.db, traveller.id)).toEqual([]);
      expect(t.objectsOnDisk()).toEqual([]);
    },
  };
}

async function receiptRoute(): Promise<Route> {
  const { traveller, cookie } = await approvedFamily(t);
  return {
    name: 'the receipt',
    send: (bytes) =>
      reportPayment(t, cookie, traveller.id, {
        amountCents: String(DEPOSIT),
        transferDate: tripDate(new Date()),
        file: { fileName: 'receipt.pdf', bytes, contentType: 'application/pdf' },
      }),
    nothingKept: async () => {
      expect(await paymentsOf(t.db, traveller.id)).toEqual([]);
      expect(t.objectsOnDisk()).toEqual([]);
    },
  };
}

const ROUTES = { registration: draftRoute, consent: consentRoute, receipt: receiptRoute };

/**
 * Sends `bytes` by `route` and, while it is being checked, asks for the active trip every 100 ms: each of
 * those answers must come within a second. Answers the upload's response and the slowest probe.
 */
async function sendWhileProbing(route: Route, bytes: Buffer) {
  let done = false;
  const pending = route.send(bytes).finally(() => {
    done = true;
  });
  const probes: number[] = [];
  while (!done) {
    const started = performance.now();
    const probe = await t.app.inject({ method: 'GET', url: '/api/trip/active' });
    expect(probe.statusCode).toBe(200);
    probes.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { response: await pending, slowestProbe: Math.max(...probes) };
}

type Attack = [name: string, status: number, code: string, make: () => Buffer];

const ATTACKS: Attack[] = [
  [
    'a page tree of 24 levels, each node listed twice (2^24 pages)',
    422,
    'PDF_PAGE_TREE_INVALID',
    () => pageTreeFan(24),
  ],
  ['a page tree that contains itself', 422, 'PDF_PAGE_TREE_INVALID', pageTreeCycle],
  ...Object.entries(HIDDEN_OBJECT_STREAM_DICTIONARIES).map(([hidden, dictionary]): Attack => [
    `an object stream that unpacks to 160 MiB, written with ${hidden}`,
    422,
    'PDF_UNPACKS_TOO_LARGE',
    () => objectStreamBomb(dictionary),
  ]),
  ['a page drawing that unpacks to 160 MiB', 422, 'PDF_UNPACKS_TOO_LARGE', () => contentStreamBomb()],
];

describe.each(Object.entries(ROUTES))('PDFs that would stall the server, sent as %s', (_route, makeRoute) => {
  it.each(ATTACKS)('%s: %i %s, other requests answered within a second', async (_name, status, code, make) => {
    const route = await makeRoute();
    const bytes = make();
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const { response, slowestProbe } = await sendWhileProbing(route, bytes);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().code).toBe(code);
    expect(slowestProbe).toBeLessThan(1000);
    await route.nothingKept();
  });
});

describe("past the worker's limits", () => {
  it('a file that keeps the PDF reader busy is stopped after ten seconds (422 PDF_TOO_COMPLEX), and the next file is read', async () => {
    const route = await draftRoute();
    const { response, slowestProbe } = await sendWhileProbing(route, crossReferenceFlood());
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().code).toBe('PDF_TOO_COMPLEX');
    expect(slowestProbe).toBeLessThan(1000);
    await route.nothingKept();
    const next = await route.send(corpus.pdf());
    expect(next.statusCode, next.body).toBe(200);
  }, 60_000);
});

describe('page trees', () => {
  it('a 2 KB file that is 16 million pages to a recursive walk is answered at once', async () => {
    const route = await draftRoute();
    const fan = pageTreeFan(24);
    expect(fan.length).toBeLessThan(3000);
    const started = performance.now();
    const response = await route.send(fan);
    expect(response.statusCode).toBe(422);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('a tree whose root names its own page as its parent is read as the tree it is', async () => {
    const route = await draftRoute();
    const response = await route.send(pageParentLoop());
    expect(response.statusCode, response.body).toBe(200);
  });

  it('a fan of 51 pages under one node is 413, as any file of more than 50 pages', async () => {
    const route = await draftRoute();
    const { buildPdf } = await import('./attack-pdfs.ts');
    const pages = Array.from({ length: 51 }, (_, index) => `${index + 4} 0 R`).join(' ');
    const leaves = Array.from(
      { length: 51 },
      () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R >>',
    );
    const bytes = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Pages /Kids [${pages}] /Count 51 >>`,
      { dict: '<< >>', data: Buffer.from('') },
      ...leaves,
    ]);
    const response = await route.send(bytes);
    expect(response.statusCode, response.body).toBe(413);
  });
});

describe('PDFs with active content hidden deep', () => {
  it.each(Object.entries(deepHostilePdfs))('%s: stored without any of it', async (_name, bytes) => {
    expect(await hasActiveContent(bytes)).toBe(true);
    const route = await consentRoute();
    const response = await route.send(bytes);
    expect(response.statusCode, response.body).toBe(201);
    const [key] = t.objectsOnDisk();
    const stored = (await t.app.storage.get(key!))!;
    expect(await hasActiveContent(stored)).toBe(false);
    expect(stored.includes(Buffer.from('MZ\x90', 'latin1'))).toBe(false);
    expect(stored.includes('attacker.example')).toBe(false);
    expect(stored.includes('JavaScript')).toBe(false);
  });
});
