import type { CsvMappingChoice, LineMatch, StatementFormat, StatementLine, StatementLineOutcome } from '@voyage/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, instant, updatedAt } from './columns.ts';
import { payments } from './payments.ts';
import { travellers } from './travellers.ts';
import { trips } from './trips.ts';

/**
 * A line of a statement as previewed: the line read from the file, what the matching made of it, and the
 * names of the travellers it points at as they were then.
 */
export type PreviewedLine = { line: StatementLine; match: LineMatch; names: Record<string, string> };

/**
 * A bank statement staff uploaded (docs/product/payments.md#importing-a-statement): its lines as previewed,
 * kept so that the apply uses exactly what staff read; `applied` once its payments were written.
 */
export const statementImports = pgTable(
  'statement_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    format: text('format').$type<StatementFormat>().notNull(),
    fileName: text('file_name').notNull(),
    accountIban: text('account_iban'),
    status: text('status').$type<'preview' | 'applied'>().default('preview').notNull(),
    lines: jsonb('lines').$type<PreviewedLine[]>().notNull(),
    result: jsonb('result').$type<{ confirmed: number; recorded: number; waiting: number; skipped: number }>(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    appliedBy: text('applied_by').references(() => user.id, { onDelete: 'set null' }),
    appliedAt: instant('applied_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('statement_imports_trip_idx').on(table.tripId, table.createdAt),
    check('statement_imports_status_check', sql`${table.status} in ('preview', 'applied')`),
  ],
);

/**
 * Every line an applied statement brought in, once per trip and import key: a second import of the same
 * line (the same file, an overlapping period, two staff at once) finds it here and records nothing.
 */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    importId: uuid('import_id')
      .notNull()
      .references(() => statementImports.id, { onDelete: 'cascade' }),
    importKey: text('import_key').notNull(),
    bookingDate: date('booking_date', { mode: 'string' }),
    amountCents: integer('amount_cents').notNull(),
    text: text('text').notNull(),
    payerName: text('payer_name'),
    payerIban: text('payer_iban'),
    reference: text('reference'),
    match: jsonb('match').$type<LineMatch>().notNull(),
    outcome: text('outcome').$type<StatementLineOutcome>().notNull(),
    travellerId: uuid('traveller_id').references(() => travellers.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    reason: text('reason'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('statement_lines_trip_key_idx').on(table.tripId, table.importKey),
    index('statement_lines_waiting_idx')
      .on(table.tripId, table.bookingDate)
      .where(sql`${table.outcome} = 'waiting'`),
    index('statement_lines_traveller_idx').on(table.travellerId),
    index('statement_lines_payment_idx').on(table.paymentId),
    check('statement_lines_outcome_check', sql`${table.outcome} in ('applied', 'waiting', 'assigned', 'set-aside')`),
  ],
);

/** The CSV columns chosen for a bank, remembered by the bank's name or the file's header row. */
export const statementCsvMappings = pgTable('statement_csv_mappings', {
  key: text('key').primaryKey(),
  mapping: jsonb('mapping').$type<CsvMappingChoice>().notNull(),
  updatedAt: updatedAt(),
});
