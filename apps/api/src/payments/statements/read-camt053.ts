import { compactIban, type ReadStatement } from '@voyage/domain';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { decimalCents, withImportKeys, type LineDraft } from './line-key.ts';
import { StatementReadError, statementText } from './statement-errors.ts';

/**
 * An ISO 20022 camt.053 bank-to-customer statement, versions .001.02 to .001.08
 * (docs/product/payments.md#bank-statements): each booked entry is a line, or each of its transaction
 * details for a batch entry. Nothing is read of a file that declares a DOCTYPE or entities.
 */

const NAMESPACE = /xmlns(?::[\w.-]+)?\s*=\s*["']urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.0([2-8])["']/;
const REPEATED = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'AddtlNtryInf', 'AddtlTxInf']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  maxNestedTags: 64,
  // The callbacks get the parser's path object, not its text made again for every element: a tenth of the reading.
  jPath: false,
  isArray: (name) => REPEATED.has(name),
});

/** A parsed element: its children by name, its text in `#text`, its attributes as `@name`. */
type Node = { [name: string]: unknown };

const node = (value: unknown): Node | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Node) : undefined;
const nodes = (value: unknown): Node[] =>
  Array.isArray(value) ? value.map(node).filter((each) => each !== undefined) : [];
/** The text of an element (also one with attributes), or null. */
function text(value: unknown): string | null {
  if (typeof value === 'string') return value.length > 0 ? value : null;
  const inner = node(value)?.['#text'];
  return typeof inner === 'string' && inner.length > 0 ? inner : null;
}
const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).map(text).filter((each) => each !== null);
/** `a.b.c` of a node. */
function at(start: unknown, ...path: string[]): unknown {
  let current = start;
  for (const name of path) current = node(current)?.[name];
  return current;
}
const day = (value: unknown) => (text(at(value, 'Dt')) ?? text(at(value, 'DtTm')))?.slice(0, 10) ?? null;

/** The debtor's name: `Dbtr/Nm` up to .001.06, `Dbtr/Pty/Nm` from .001.07. */
const payerName = (parties: unknown) => text(at(parties, 'Dbtr', 'Nm')) ?? text(at(parties, 'Dbtr', 'Pty', 'Nm'));

function unreadable(entry: number, field: string): StatementReadError {
  return new StatementReadError(
    { code: 'STATEMENT_UNREADABLE', details: { entry, field } },
    `Entry ${entry} of the statement has no readable ${field}`,
  );
}

function amountOf(amount: unknown, entry: number): { cents: number; currency: string } {
  const cents = decimalCents(text(amount) ?? '');
  const currency = node(amount)?.['@Ccy'];
  if (cents === null || typeof currency !== 'string') throw unreadable(entry, 'Amt');
  return { cents, currency: currency.toUpperCase() };
}

function direction(indicator: unknown, entry: number): 'credit' | 'debit' {
  const value = text(indicator);
  if (value === 'CRDT') return 'credit';
  if (value === 'DBIT') return 'debit';
  throw unreadable(entry, 'CdtDbtInd');
}

/** The lines of one entry: itself, or each of its transaction details (a batch). */
function entryLines(entry: Node, number: number, accountIban: string | null): LineDraft[] {
  const details = nodes(entry['NtryDtls']).flatMap((each) => nodes(each['TxDtls']));
  const entryReference = text(entry['AcctSvcrRef']) ?? text(entry['NtryRef']);
  const shared = {
    accountIban,
    bookingDate: day(entry['BookgDt']),
    valueDate: day(entry['ValDt']),
  };
  const entryAmount = amountOf(entry['Amt'], number);
  const entryDirection = direction(entry['CdtDbtInd'], number);
  const entryText = texts(entry['AddtlNtryInf']);
  if (details.length === 0) {
    return [
      {
        ...shared,
        bankReference: entryReference,
        amountCents: entryAmount.cents,
        currency: entryAmount.currency,
        direction: entryDirection,
        text: entryText.join(' '),
        creditorReference: null,
        payerName: null,
        payerIban: null,
      },
    ];
  }
  return details.map((detail, index) => {
    const ownAmount = detail['Amt'] ?? at(detail, 'AmtDtls', 'TxAmt', 'Amt');
    if (ownAmount === undefined && details.length > 1) throw unreadable(number, 'TxDtls/Amt');
    const amount = ownAmount === undefined ? entryAmount : amountOf(ownAmount, number);
    const remittance = node(detail['RmtInf']);
    const free = [...texts(remittance?.['Ustrd']), ...texts(detail['AddtlTxInf'])];
    // A batch's own text speaks of the batch, not of any one transfer in it.
    if (details.length === 1) free.push(...entryText);
    const ownReference = text(at(detail, 'Refs', 'AcctSvcrRef'));
    const bankReference =
      ownReference ?? (entryReference && details.length > 1 ? `${entryReference}/${index + 1}` : entryReference);
    const payerIban = text(at(detail, 'RltdPties', 'DbtrAcct', 'Id', 'IBAN'));
    return {
      ...shared,
      bankReference,
      amountCents: amount.cents,
      currency: amount.currency,
      direction: detail['CdtDbtInd'] === undefined ? entryDirection : direction(detail['CdtDbtInd'], number),
      text: free.join(' '),
      creditorReference: nodes(remittance?.['Strd']).map((each) => text(at(each, 'CdtrRefInf', 'Ref')))[0] ?? null,
      payerName: payerName(at(detail, 'RltdPties')),
      payerIban: payerIban === null ? null : compactIban(payerIban),
    };
  });
}

/** Only booked entries are money on the account: pending and informative ones are left out. */
function isBooked(entry: Node): boolean {
  const status = text(entry['Sts']) ?? text(at(entry, 'Sts', 'Cd'));
  return status === null || status === 'BOOK';
}

export function readCamt053(file: Buffer | string): ReadStatement {
  const xml = statementText(file);
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    throw new StatementReadError({ code: 'STATEMENT_UNSAFE_XML' }, 'A statement may not declare a DOCTYPE or entities');
  }
  if (!NAMESPACE.test(xml)) {
    throw new StatementReadError({ code: 'STATEMENT_NOT_CAMT053' }, 'Not a camt.053 statement (.001.02 to .001.08)');
  }
  if (XMLValidator.validate(xml) !== true) throw unreadable(0, 'XML');
  const statements = nodes(at(parser.parse(xml), 'Document', 'BkToCstmrStmt', 'Stmt'));
  if (statements.length === 0) {
    throw new StatementReadError({ code: 'STATEMENT_NOT_CAMT053' }, 'The file holds no camt.053 statement');
  }
  const drafts: LineDraft[] = [];
  let number = 0;
  for (const statement of statements) {
    const iban = text(at(statement, 'Acct', 'Id', 'IBAN'));
    for (const entry of nodes(statement['Ntry'])) {
      number++;
      if (isBooked(entry)) drafts.push(...entryLines(entry, number, iban === null ? null : compactIban(iban)));
    }
  }
  const [first] = statements;
  const iban = text(at(first, 'Acct', 'Id', 'IBAN'));
  return {
    accountIban: iban === null ? null : compactIban(iban),
    currency: text(at(first, 'Acct', 'Ccy'))?.toUpperCase() ?? null,
    lines: withImportKeys(drafts),
  };
}
