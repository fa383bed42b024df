import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { hasActiveContent, rewritePdf } from '../../src/files/rewrite-pdf.ts';
import { deflatedZeros } from './attack-pdfs.ts';
import { hostilePdfs } from './hostile-pdfs.ts';
import { attachmentDisposition } from '../../src/files/content-disposition.ts';
import { extensionOf, sanitizeFileName } from '../../src/files/sanitize-file-name.ts';
import * as corpus from './corpus.ts';

describe('sanitizeFileName', () => {
  it.each([
    ['C:\\fakepath\\passport.JPG', 'image/jpeg', 'passport.jpg'],
    ['scan.pdf', 'application/pdf', 'scan.pdf'],
    ['photo', 'image/png', 'photo.png'],
    ['a<b>:c|d?.jpg', 'image/jpeg', 'a_b__c_d_.jpg'],
    ['  many   spaces  .jpg', 'image/jpeg', 'many spaces.jpg'],
    ['.hidden.jpg', 'image/jpeg', 'hidden.jpg'],
    ['zero\u200Bwidth\uFEFF.jpg', 'image/jpeg', 'zerowidth.jpg'],
    ['e\u0301.pdf', 'application/pdf', 'é.pdf'],
  ] as const)('%j as %s → %j', (sent, mediaType, kept) => {
    expect(sanitizeFileName(sent, mediaType)).toBe(kept);
  });

  it('keeps at most 120 characters without splitting an emoji', () => {
    const kept = sanitizeFileName(`${'😀'.repeat(200)}.png`, 'image/png');
    expect([...kept]).toHaveLength(120);
    expect(kept.endsWith('😀.png')).toBe(true);
  });

  it('reads the extension of the last path segment only', () => {
    expect(extensionOf('dir.pdf/photo')).toBeUndefined();
    expect(extensionOf('IMG_0001.JPEG')).toBe('jpeg');
    expect(extensionOf('trailing.')).toBeUndefined();
  });
});

describe('attachmentDisposition', () => {
  it('writes an ASCII fallback and the UTF-8 name (RFC 6266, RFC 5987)', () => {
    expect(attachmentDisposition('passport.jpg')).toBe(
      `attachment; filename="passport.jpg"; filename*=UTF-8''passport.jpg`,
    );
    expect(attachmentDisposition("l'été (2).pdf")).toBe(
      `attachment; filename="l'ete (2).pdf"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%282%29.pdf`,
    );
    expect(attachmentDisposition('Ελένη.jpg')).toBe(
      `attachment; filename="ELENI.jpg"; filename*=UTF-8''%CE%95%CE%BB%CE%AD%CE%BD%CE%B7.jpg`,
    );
  });

  it('cannot be broken out of by quotes, backslashes or semicolons', () => {
    const header = attachmentDisposition('a";b\\c; filename=evil.html.pdf');
    expect(header).toBe(
      `attachment; filename="a__b_c_ filename=evil.html.pdf"; filename*=UTF-8''a%22%3Bb%5Cc%3B%20filename%3Devil.html.pdf`,
    );
  });
});

describe('rewritePdf', () => {
  it("keeps a plain PDF's page, and drops even an OpenAction that only says which page to show", async () => {
    const kept = await rewritePdf(corpus.pdf({ catalog: '/OpenAction [3 0 R /Fit]' }));
    const document = await PDFDocument.load(kept);
    expect(document.getPageCount()).toBe(1);
    expect(await hasActiveContent(kept)).toBe(false);
    expect(kept.toString('latin1')).not.toContain('/OpenAction');
  });

  it.each(Object.entries(hostilePdfs))('stores %s without any of it', async (_name, bytes) => {
    expect(await hasActiveContent(bytes)).toBe(true);
    const kept = await rewritePdf(bytes);
    expect(await hasActiveContent(kept)).toBe(false);
    expect(kept.toString('latin1')).not.toMatch(/JavaScript|\/JS|Launch|SubmitForm|EmbeddedFile|calc\.exe|MZ\n/);
    expect((await PDFDocument.load(kept)).getPageCount()).toBe(1);
  });

  it('refuses what does not start with %PDF-', async () => {
    await expect(rewritePdf(Buffer.concat([Buffer.from(' '), corpus.pdf()]))).rejects.toThrow(/JPEG, PNG and PDF/);
  });

  it('refuses an object stream it cannot inflate as unreadable, and one that unpacks past 128 MB', async () => {
    await expect(rewritePdf(corpus.pdfWithObjectStream('', Buffer.from('not deflate data')))).rejects.toThrow(
      /could not be read/,
    );
    await expect(rewritePdf(corpus.pdfWithObjectStream('', deflatedZeros()))).rejects.toThrow(
      /unpacks to more than 128 MB/,
    );
  });

  it('refuses a cross-reference stream that unpacks past 128 MB', async () => {
    const xrefBomb = Buffer.from(
      corpus.pdfWithObjectStream('', deflatedZeros()).toString('latin1').replace('/Type /ObjStm', '/Type /XRef'),
      'latin1',
    );
    await expect(rewritePdf(xrefBomb)).rejects.toThrow(/unpacks to more than 128 MB/);
  });

  it('refuses more than 50 pages', async () => {
    const many = await PDFDocument.create();
    for (let i = 0; i < 51; i += 1) many.addPage();
    await expect(rewritePdf(await many.save())).rejects.toThrow(/too many pages/);
  });
});
