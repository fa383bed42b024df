// The students CSV export's baseline: a bare Fastify route, no session, no validation, that replays the
// statements the product sent for one export (BENCH_STATEMENTS_FILE, recorded by students-export-server.ts)
// through node-postgres with the product's pool settings, and writes the rows as the same CSV bytes: the
// header line the product wrote (BENCH_BODY_FILE), then each statement's rows as they arrive, streamed.
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import Fastify from 'fastify';
import pg from 'pg';
import { countryName, tripDate } from '@voyage/domain';
import { euroFigure } from '../../apps/api/src/exports/export-table.ts';
import { DISTRICT_WORDS, GENDER_WORDS, STATUS_WORDS } from '../../apps/api/src/exports/traveller-words.ts';
import { neutraliseFormula } from '../../apps/api/src/exports/write-csv.ts';
import { announceReady, closeOnSignal } from '../lib/child.ts';
import { serverDatabaseUrl } from '../lib/backend.ts';
import type { CapturedStatement } from './students-export-server.ts';

const databaseUrl = serverDatabaseUrl();
const bodyFile = process.env.BENCH_BODY_FILE;
const statementsFile = process.env.BENCH_STATEMENTS_FILE;
if (!databaseUrl || !bodyFile || !statementsFile)
  throw new Error('BENCH_DATABASE_URL, BENCH_BODY_FILE and BENCH_STATEMENTS_FILE are required');

const statements = JSON.parse(readFileSync(statementsFile, 'utf8')) as CapturedStatement[];
const product = readFileSync(bodyFile, 'utf8');
const header = product.slice(0, product.indexOf('\r\n') + 2);

// Dates and instants as the database writes them, as drizzle reads them (no Date objects).
const RAW = new Set([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187]);
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    RAW.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format),
} as pg.CustomTypesConfig;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000, types });

// The travellers' columns by their place in the product's select (apps/api/src/travellers/queries/traveller-list.ts).
const at = Object.fromEntries(
  [
    'id',
    'tripId',
    'personalCode',
    'status',
    'firstName',
    'lastName',
    'gender',
    'district',
    'guardianName',
    'guardianEmail',
    'schoolId',
    'schoolName',
    'departureId',
    'registeredAt',
    'emailConfirmedAt',
    'statusChangedAt',
    'statusBeforeDeletion',
    'deletionReason',
    'paidCents',
    'waitingListPosition',
    'paymentReference',
    'dateOfBirth',
    'nationality',
    'city',
    'phone',
  ].map((name, index) => [name, index]),
) as Record<string, number>;
const isRows = (statement: CapturedStatement) => statement.rowMode === 'array' && statement.text.includes('"phone"');
const locale = 'el' as const;

function cells(row: unknown[]): string[] {
  const v = (name: string) => row[at[name]!] as string | number | null;
  const text = (value: string | null) => neutraliseFormula(value ?? '');
  const nationality = v('nationality') as string | null;
  return [
    text(v('personalCode') as string | null),
    text(v('lastName') as string),
    text(v('firstName') as string),
    text(GENDER_WORDS[locale][v('gender') as keyof (typeof GENDER_WORDS)['el']]),
    text(v('dateOfBirth') as string),
    text(nationality ? countryName(nationality, locale) : ''),
    text(v('schoolName') as string),
    text(DISTRICT_WORDS[locale][v('district') as keyof (typeof DISTRICT_WORDS)['el']]),
    text(v('city') as string),
    text(STATUS_WORDS[locale][v('status') as keyof (typeof STATUS_WORDS)['el']]),
    text(v('guardianName') as string),
    text(v('guardianEmail') as string),
    text(v('phone') as string),
    tripDate(new Date(v('registeredAt') as string)),
    euroFigure(v('paidCents') as number),
    text(v('paymentReference') as string | null),
  ];
}

async function* csv(): AsyncGenerator<string> {
  yield header;
  for (const statement of statements) {
    const { text, values } = statement;
    if (!isRows(statement)) {
      await (statement.rowMode ? pool.query({ text, values, rowMode: 'array' }) : pool.query(text, values));
      continue;
    }
    const records = (await pool.query({ text, values, rowMode: 'array' })).rows.map(cells);
    if (records.length > 0)
      yield stringify(records, { record_delimiter: 'windows', quoted_empty: false, quoted_match: /[\r\n]/ });
  }
}

const app = Fastify({ logger: false });
app.get('/export', (_request, reply) => reply.type('text/csv; charset=utf-8').send(Readable.from(csv())));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
announceReady({ url: `${address}/export`, pid: process.pid });

closeOnSignal(() => app.close().then(() => pool.end()));
