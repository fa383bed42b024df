import { describe, expect, it } from 'vitest';
import { statementImports, statementLines } from '../../src/db/schema/index.ts';
import { setupUploadApp } from '../files/upload-kit.ts';
import { removeReviewDataAfterAll } from '../review/review-kit.ts';
import { DEPOSIT } from './payment-kit.ts';
import { approvedWithReference, camt053, preview, removeStatementsAfterAll, uploadStatement } from './statement-kit.ts';

/** Files that are not read, and CSV columns chosen and remembered (docs/product/payments.md#importing-a-statement). */

const t = setupUploadApp({ signInRateLimitMax: 1000 });
removeReviewDataAfterAll(t);
removeStatementsAfterAll(t);

const XXE = `<?xml version="1.0"?>
<!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><Stmt>
<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><AddtlNtryInf>&xxe;</AddtlNtryInf></Ntry>
</Stmt></BkToCstmrStmt></Document>`;
const LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><Stmt>
<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><AddtlNtryInf>&lol3;</AddtlNtryInf></Ntry>
</Stmt></BkToCstmrStmt></Document>`;

const MAPPING = {
  columns: { date: 'Date', amount: 'Amount', description: 'Details', payerName: 'Payer' },
  dateFormat: 'DD/MM/YYYY',
  decimalMark: ',',
  thousandsSeparator: '.',
  delimiter: ';',
  header: true,
};

const importCount = async () => ({
  imports: await t.db.$count(statementImports),
  lines: await t.db.$count(statementLines),
});

describe('a statement file refused', () => {
  it.each([
    ['an external entity (XXE)', XXE, 422, 'STATEMENT_UNSAFE_XML'],
    ['nested entities (billion laughs)', LAUGHS, 422, 'STATEMENT_UNSAFE_XML'],
    ['another document', '<html><body>hello</body></html>', 422, 'STATEMENT_NOT_CAMT053'],
    [
      'another account',
      camt053([{ cents: DEPOSIT }], { iban: 'GR1601101250000000012300695' }),
      422,
      'STATEMENT_OTHER_ACCOUNT',
    ],
    [
      'another currency',
      camt053([{ cents: DEPOSIT, currency: 'USD' }], { currency: 'USD' }),
      422,
      'STATEMENT_OTHER_CURRENCY',
    ],
    ['more than 10 MB', Buffer.alloc(10 * 1024 * 1024 + 10, 'a'), 413, 'STATEMENT_TOO_LARGE'],
  ])('%s', async (_name, file, status, code) => {
    const admin = await t.signInAsAdmin();
    const before = await importCount();
    const response = await uploadStatement(t, admin, { file });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().code).toBe(code);
    // Refused before anything is kept: no import, no line.
    expect(await importCount()).toEqual(before);
  });

  it('a form without its file or format', async () => {
    const admin = await t.signInAsAdmin();
    const response = await uploadStatement(t, admin, { file: '', format: 'pdf' as 'csv' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('format');
  });
});

describe('a CSV statement', () => {
  it('is read with the columns chosen, which are remembered for the bank', async () => {
    const admin = await t.signInAsAdmin();
    const family = await approvedWithReference(t);
    const csv = `Date;Amount;Details;Payer\n20/11/2026;300,00;${family.paymentReference};${family.guardianName}\n21/11/2026;-12,50;Fee;\n`;
    const bankName = `test-bank ${crypto.randomUUID()}`;
    const first = await preview(t, admin, { file: csv, format: 'csv', mapping: MAPPING, bankName, fileName: 'a.csv' });
    expect(first.lines.map((line) => [line.state, line.amountCents])).toEqual([
      ['matched', DEPOSIT],
      ['ignored', 1250],
    ]);
    const remembered = await t.app.inject({
      url: `/api/admin/statement-mappings?bank=${encodeURIComponent(bankName)}`,
      headers: { cookie: admin },
    });
    expect(remembered.json().mapping).toEqual(MAPPING);
    const second = await preview(t, admin, { file: csv, format: 'csv', bankName, fileName: 'b.csv' });
    expect(second.lines).toHaveLength(2);
  });

  it('is refused when the columns do not fit, or none are chosen nor remembered', async () => {
    const admin = await t.signInAsAdmin();
    const csv = 'When;How much;What\n20/11/2026;300,00;x\n';
    const misfit = await uploadStatement(t, admin, { file: csv, format: 'csv', mapping: MAPPING });
    expect(misfit.statusCode).toBe(422);
    expect(misfit.json()).toMatchObject({ code: 'STATEMENT_CSV_MAPPING', details: { problem: 'missing-column' } });
    const unknown = await uploadStatement(t, admin, { file: `${crypto.randomUUID()}\n1`, format: 'csv' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('STATEMENT_CSV_MAPPING');
    const badJson = await uploadStatement(t, admin, { file: csv, format: 'csv', mapping: { columns: 1 } });
    expect(badJson.statusCode).toBe(400);
  });
});
