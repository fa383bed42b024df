import { randomUUID } from 'node:crypto';
import { addDays, compactIban, creditorReferenceForCode, statementImportSchema, tripDate } from '@voyage/domain';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { statementCsvMappings, statementImports, trips } from '../../src/db/schema/index.ts';
import { multipartBody, type Part } from '../files/upload-kit.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { insertTraveller } from '../review/review-kit.ts';

/** Statements for the import tests: camt.053 written in the test, with bank references no other run has. */

export const TRIP_IBAN = 'CY35002001950000000012345678';
export const bankDay = () => addDays(tripDate(new Date()), -3);

const letters = () =>
  [...randomUUID().replaceAll('-', '').slice(0, 6)]
    .map((digit) => String.fromCharCode(65 + parseInt(digit, 16)))
    .join('');

/** An approved traveller of the active trip with a personal code and creditor reference of its own. */
export async function approvedWithReference(t: TestApp, overrides: Parameters<typeof insertTraveller>[1] = {}) {
  const personalCode = `ST${letters()}-0001`;
  return insertTraveller(t.db, {
    status: 'approved',
    approvedAt: new Date(),
    personalCode,
    paymentReference: creditorReferenceForCode(personalCode),
    ...overrides,
  });
}

export type Entry = {
  cents: number;
  direction?: 'CRDT' | 'DBIT';
  reference?: string;
  text?: string;
  payer?: string;
  /** The payer's account, as the bank gives it. */
  payerIban?: string;
  currency?: string;
  bankReference?: string;
  day?: string;
};

const amount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export function camt053(entries: Entry[], { iban = TRIP_IBAN, currency = 'EUR' } = {}): string {
  const body = entries
    .map(
      (entry) => `
      <Ntry>
        <NtryRef>${entry.bankReference ?? randomUUID()}</NtryRef>
        <Amt Ccy="${entry.currency ?? currency}">${amount(entry.cents)}</Amt>
        <CdtDbtInd>${entry.direction ?? 'CRDT'}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${entry.day ?? bankDay()}</Dt></BookgDt>
        <ValDt><Dt>${entry.day ?? bankDay()}</Dt></ValDt>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Pty><Nm>${entry.payer ?? 'SOMEONE'}</Nm></Pty></Dbtr>${entry.payerIban ? `<DbtrAcct><Id><IBAN>${entry.payerIban}</IBAN></Id></DbtrAcct>` : ''}</RltdPties>
          <RmtInf>
            ${entry.text ? `<Ustrd>${entry.text}</Ustrd>` : ''}
            ${entry.reference ? `<Strd><CdtrRefInf><Ref>${entry.reference}</Ref></CdtrRefInf></Strd>` : ''}
          </RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt><GrpHdr><MsgId>T</MsgId><CreDtTm>2026-11-24T06:00:00+02:00</CreDtTm></GrpHdr>
    <Stmt><Id>T</Id><CreDtTm>2026-11-24T06:00:00+02:00</CreDtTm>
      <Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>${currency}</Ccy></Acct>${body}
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
}

export async function activeTripId(t: TestApp): Promise<number> {
  const [trip] = await t.db.select({ id: trips.id, bank: trips.bankDetails }).from(trips).where(eq(trips.active, true));
  if (compactIban(trip!.bank.accountNumber) !== TRIP_IBAN) throw new Error('the seed trip has another IBAN');
  return trip!.id;
}

type Upload = {
  file: string | Buffer;
  fileName?: string;
  format?: 'camt053' | 'csv';
  mapping?: object;
  bankName?: string;
};

/** The upload form as the web app sends it: the format (and a CSV's mapping), then the file. */
export async function uploadStatement(t: TestApp, cookie: string, upload: Upload) {
  const parts: Part[] = [{ name: 'format', value: upload.format ?? 'camt053' }];
  if (upload.mapping) parts.push({ name: 'mapping', value: JSON.stringify(upload.mapping) });
  if (upload.bankName) parts.push({ name: 'bankName', value: upload.bankName });
  parts.push({ name: 'file', fileName: upload.fileName ?? 'statement.xml', bytes: upload.file });
  const { body, contentType } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/statements?trip_id=${await activeTripId(t)}`,
    headers: { ...t.unsafeHeaders(cookie), 'content-type': contentType },
    payload: body,
  });
}

/** The imports this file made: removed when it ends (PostgreSQL runs share one database). */
const madeImports = new Set<string>();

/** Uploads and answers the preview, failing the test when the upload is refused. */
export async function preview(t: TestApp, cookie: string, upload: Upload) {
  const response = await uploadStatement(t, cookie, upload);
  if (response.statusCode !== 201) throw new Error(`upload refused: ${response.statusCode} ${response.body}`);
  const statement = statementImportSchema.parse(response.json());
  madeImports.add(statement.id);
  return statement;
}

export async function apply(t: TestApp, cookie: string, importId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/statements/${importId}/apply`,
    headers: t.unsafeHeaders(cookie),
    payload: {},
  });
}

/** The imports the file made (their lines with them) and the mappings it remembered go when it ends. */
export function removeStatementsAfterAll(t: TestApp, bankPrefix = 'test-bank'): void {
  afterAll(async () => {
    if (madeImports.size > 0) await t.db.delete(statementImports).where(inArray(statementImports.id, [...madeImports]));
    await t.db.delete(statementCsvMappings).where(like(statementCsvMappings.key, `bank:${bankPrefix}%`));
  });
}
