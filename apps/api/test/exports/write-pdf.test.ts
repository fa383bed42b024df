import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { ExportDocument } from '../../src/exports/export-table.ts';
import { writePdf } from '../../src/exports/write-pdf.ts';
import { pdfPages } from './export-kit.ts';

const columns = [
  { key: 'name', header: { el: 'Όνομα', en: 'Name' }, kind: 'text', width: 24 },
  { key: 'paid', header: { el: 'Ποσό', en: 'Amount' }, kind: 'euro', width: 12 },
  { key: 'on', header: { el: 'Ημέρα', en: 'Day' }, kind: 'date', width: 11 },
] as const;

const list: ExportDocument = {
  locale: 'el',
  title: 'Μαθητές · Παρίσι 2027',
  subtitle: ['Όλα τα σχολεία'],
  sections: [
    {
      title: 'Μαθητές',
      notes: ['300 γραμμές'],
      columns,
      rows: Array.from({ length: 300 }, (_, index) => ({
        name: index === 7 ? 'ΚΑΡΡΑΣ-ΠΑΠΑΔΟΠΟΥΛΟΣ Νίκος (Ε\u0301)' : `ΜΑΘΗΤΗΣ ${index}`,
        paid: 109_000 + index,
        on: '2027-03-15',
      })),
    },
  ],
};

describe('writePdf', () => {
  it('writes a long table as typed, Greek included, its header on every page and the page count in each footer', async () => {
    const body = Buffer.from(await writePdf(list));
    const { text, sizes } = await pdfPages(body);
    expect(sizes.length).toBeGreaterThan(3);
    expect(text).toContain('Μαθητές · Παρίσι 2027 Όλα τα σχολεία Μαθητές 300 γραμμές Όνομα Ποσό Ημέρα');
    expect(text).toContain('ΜΑΘΗΤΗΣ 0 1.090,00 € 15/03/2027');
    expect(text).toContain('ΜΑΘΗΤΗΣ 299 1.092,99 € 15/03/2027');
    expect(text).toContain('ΚΑΡΡΑΣ-ΠΑΠΑΔΟΠΟΥΛΟΣ Νίκος');
    const headers = text.split('Όνομα Ποσό Ημέρα').length - 1;
    expect(headers).toBe(sizes.length);
    expect(text).toContain(`Μαθητές · Παρίσι 2027 · ${sizes.length} / ${sizes.length}`);
  });

  it('names its two fonts once on each page, however many cells the page holds', async () => {
    const doc = await PDFDocument.load(await writePdf(list));
    for (const page of doc.getPages()) {
      const fonts = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
      expect(fonts.keys().map(String)).toEqual(['/F1', '/F2']);
    }
  });
});
