import fs from 'node:fs';
import path from 'node:path';
import { creditorReferenceForCode, matchStatementLines } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { readCamt053 } from '../../../src/payments/statements/read-camt053.ts';
import { STATEMENT_MAX_BYTES, StatementReadError } from '../../../src/payments/statements/statement-errors.ts';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));
const ACCOUNT = 'CY35002001950000000012345678';

function refusal(read: () => unknown) {
  try {
    read();
  } catch (error) {
    if (error instanceof StatementReadError) return { status: error.statusCode, ...error.toBody() };
    throw error;
  }
  throw new Error('The file was read');
}

describe('reading a camt.053.001.02 statement', () => {
  const statement = readCamt053(fixture('camt053-001-02.xml'));

  it("gives the statement's account and currency", () => {
    expect(statement.accountIban).toBe(ACCOUNT);
    expect(statement.currency).toBe('EUR');
  });

  it('makes one line of an entry, one of each transaction of a batch, and leaves out pending entries', () => {
    expect(statement.lines.map(({ importKey, ...line }) => [importKey, line])).toEqual([
      [
        'bank:BOC20261120000001',
        {
          accountIban: ACCOUNT,
          bankReference: 'BOC20261120000001',
          bookingDate: '2026-11-20',
          valueDate: '2026-11-20',
          amountCents: 30000,
          currency: 'EUR',
          direction: 'credit',
          text: 'PARIS SCHOOL TRIP RF07 PAR2 7004 3 DEPOSIT MARIA',
          creditorReference: null,
          payerName: 'GEORGIOU ANDREAS',
          payerIban: 'CY21002001950000357001234567',
        },
      ],
      [
        'bank:BOC20261120000002/1',
        expect.objectContaining({
          bankReference: 'BOC20261120000002/1',
          valueDate: '2026-11-21',
          amountCents: 79000,
          text: '',
          creditorReference: 'RF77PAR270044',
          payerName: 'IOANNOU NIKOS',
          payerIban: 'GR1601101250000000012300695',
        }),
      ],
      [
        'bank:BOC20261120000002/2',
        expect.objectContaining({
          amountCents: 79000,
          text: 'balance par27-0045',
          creditorReference: null,
          payerName: 'PAPADOPOULOU ELENI & CHRISTOS',
          payerIban: null,
        }),
      ],
      [
        'bank:BOC20261120000003',
        expect.objectContaining({ amountCents: 450, direction: 'debit', text: 'BANK CHARGES NOVEMBER' }),
      ],
    ]);
  });

  it('feeds the matching: a reference in the text, a structured one, a personal code, a debit', () => {
    const candidates = ['PAR27-0043', 'PAR27-0044', 'PAR27-0045'].map((personalCode, index) => ({
      travellerId: `t${index}`,
      personalCode,
      paymentReference: creditorReferenceForCode(personalCode),
      names: [],
      acceptedCents: [30000, 79000, 109000],
    }));
    const results = matchStatementLines({
      lines: statement.lines,
      accountIban: ACCOUNT,
      currency: 'EUR',
      importedKeys: new Set(),
      candidates,
    });
    expect(results.map((result) => result.state)).toEqual(['matched', 'matched', 'suggested', 'ignored']);
  });
});

describe('reading a camt.053.001.08 statement', () => {
  const statement = readCamt053(fixture('camt053-001-08.xml'));

  it('reads the later layout: party names under Pty, amounts on each transaction, status codes, date-times', () => {
    expect(statement.lines).toHaveLength(5);
    expect(statement.lines[0]).toMatchObject({
      importKey: 'bank:20261123-7731',
      bookingDate: '2026-11-23',
      amountCents: 109000,
      creditorReference: 'RF23PAR270046',
      payerName: 'ΠΑΠΑΔΟΠΟΥΛΟΥ ΕΛΕΝΗ',
      payerIban: 'CY17002001280000001200527600',
    });
    expect(statement.lines.slice(1, 4).map((line) => [line.bankReference, line.amountCents, line.text])).toEqual([
      ['HB-7790-1', 30000, 'rf07par270043'],
      ['HB-7790-2', 30000, 'RF78 PAR2 7004 4 deposit'],
      ['HB-7790-3', 30000, 'School trip Paris'],
    ]);
  });

  it('keys a line without any reference by a hash of what it says, the same on every reading', () => {
    const [line] = statement.lines.slice(4);
    expect(line).toMatchObject({ bankReference: null, currency: 'USD', text: 'Refund of conference fee' });
    expect(line!.importKey).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(readCamt053(fixture('camt053-001-08.xml')).lines[4]!.importKey).toBe(line!.importKey);
  });

  it('feeds the matching: a typed reference in small letters, a mistyped one, a transfer naming nobody, dollars', () => {
    const candidates = ['PAR27-0043', 'PAR27-0044', 'PAR27-0046'].map((personalCode, index) => ({
      travellerId: `t${index}`,
      personalCode,
      paymentReference: creditorReferenceForCode(personalCode),
      names: [],
      acceptedCents: [30000, 79000, 109000],
    }));
    const results = matchStatementLines({
      lines: statement.lines,
      accountIban: ACCOUNT,
      currency: 'EUR',
      importedKeys: new Set(['bank:HB-7790-1']),
      candidates,
    });
    expect(results).toEqual([
      { state: 'matched', travellerId: 't2', reference: 'RF23PAR270046', foundIn: 'structured' },
      { state: 'already-imported' },
      { state: 'suggested', suggestions: [{ travellerId: 't1', why: 'reference-typo', written: 'RF78PAR270044' }] },
      { state: 'not-matched' },
      { state: 'ignored', why: 'other-currency' },
    ]);
  });

  it('reads every version from .001.02 to .001.08, with or without a namespace prefix', () => {
    const xml = fixture('camt053-001-08.xml').toString('utf8');
    for (const version of ['03', '04', '05', '06', '07']) {
      expect(readCamt053(xml.replace('camt.053.001.08', `camt.053.001.${version}`)).lines).toHaveLength(5);
    }
    const prefixed = xml.replace('<Document xmlns=', '<c:Document xmlns:c=').replace('</Document>', '</c:Document>');
    expect(readCamt053(prefixed).lines).toHaveLength(5);
  });
});

describe('refusing a file', () => {
  const valid = fixture('camt053-001-02.xml').toString('utf8');

  it('refuses a DOCTYPE or an entity before reading anything (external entities, billion laughs)', () => {
    const laughs = valid.replace(
      '<Document',
      '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>\n<Document',
    );
    const external = valid.replace('<Document', '<!DOCTYPE d [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<Document');
    for (const xml of [laughs, external, valid.replace('<Document', '<!doctype Document>\n<Document')]) {
      expect(refusal(() => readCamt053(xml))).toMatchObject({ status: 422, code: 'STATEMENT_UNSAFE_XML' });
    }
  });

  it('refuses what is not camt.053: another message, another version, not XML', () => {
    for (const xml of [
      valid.replaceAll('camt.053.001.02', 'camt.054.001.02'),
      valid.replaceAll('camt.053.001.02', 'camt.053.001.09'),
      valid.replaceAll('camt.053.001.02', 'camt.053.001.01'),
      'Date,Amount\n2026-11-20,300.00\n',
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><Other/></Document>',
    ]) {
      expect(refusal(() => readCamt053(xml))).toMatchObject({ code: 'STATEMENT_NOT_CAMT053' });
    }
  });

  it('refuses broken XML and an entry without a usable amount or direction, naming it', () => {
    expect(refusal(() => readCamt053(valid.replace('</Stmt>', '')))).toMatchObject({
      code: 'STATEMENT_UNREADABLE',
      details: { entry: 0, field: 'XML' },
    });
    expect(refusal(() => readCamt053(valid.replace('>4.50<', '>4,50<')))).toMatchObject({
      code: 'STATEMENT_UNREADABLE',
      details: { entry: 3, field: 'Amt' },
    });
    expect(refusal(() => readCamt053(valid.replace('<CdtDbtInd>DBIT</CdtDbtInd>', '')))).toMatchObject({
      code: 'STATEMENT_UNREADABLE',
      details: { entry: 3, field: 'CdtDbtInd' },
    });
  });

  it('refuses a file over the size limit before reading it', () => {
    const large = Buffer.alloc(STATEMENT_MAX_BYTES + 1, 0x20);
    expect(refusal(() => readCamt053(large))).toMatchObject({
      status: 413,
      code: 'STATEMENT_TOO_LARGE',
      details: { maxBytes: STATEMENT_MAX_BYTES },
    });
  });
});
