import type { CsvMappingChoice } from '@voyage/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { statementCsvMappings, statementImports, statementLines, travellers, trips } from '../../db/schema/index.ts';

/** The statement imports, the lines they brought in and the CSV mappings remembered (docs/product/payments.md#importing-a-statement). */

export type StatementImportRow = typeof statementImports.$inferSelect;
export type NewStatementImport = typeof statementImports.$inferInsert;
export type StatementLineRow = typeof statementLines.$inferSelect;
export type NewStatementLine = typeof statementLines.$inferInsert;
export type { PreviewedLine } from '../../db/schema/index.ts';

export async function findTripBankAccount(db: Executor, tripId: number): Promise<string | undefined> {
  const [trip] = await db.select({ bank: trips.bankDetails }).from(trips).where(eq(trips.id, tripId));
  return trip ? (trip.bank.accountNumber ?? '') : undefined;
}

/** Which of `keys` the trip's statements brought in before, in batches of a thousand. */
export async function findImportedKeys(db: Executor, tripId: number, keys: readonly string[]): Promise<Set<string>> {
  const imported = new Set<string>();
  for (let at = 0; at < keys.length; at += 1000) {
    const found = await db
      .select({ key: statementLines.importKey })
      .from(statementLines)
      .where(and(eq(statementLines.tripId, tripId), inArray(statementLines.importKey, keys.slice(at, at + 1000))));
    for (const row of found) imported.add(row.key);
  }
  return imported;
}

export async function insertStatementImport(db: Executor, row: NewStatementImport): Promise<StatementImportRow> {
  const [inserted] = await db.insert(statementImports).values(row).returning();
  return inserted!;
}

export async function findStatementImportRow(db: Executor, id: string): Promise<StatementImportRow | undefined> {
  const [row] = await db.select().from(statementImports).where(eq(statementImports.id, id));
  return row;
}

/** The import locked FOR UPDATE: a second apply of it waits for the first and finds it applied. */
export async function lockStatementImport(tx: Executor, id: string): Promise<StatementImportRow | undefined> {
  const [row] = await tx.select().from(statementImports).where(eq(statementImports.id, id)).for('update');
  return row;
}

export async function markStatementApplied(
  tx: Executor,
  id: string,
  change: Pick<NewStatementImport, 'result' | 'appliedAt' | 'appliedBy'>,
): Promise<StatementImportRow> {
  const [row] = await tx
    .update(statementImports)
    .set({ ...change, status: 'applied' })
    .where(eq(statementImports.id, id))
    .returning();
  return row!;
}

/** A line as an apply keeps it: what the file said and what the preview made of it, waiting or applied. */
export type KeptLine = Pick<
  NewStatementLine,
  | 'tripId'
  | 'importId'
  | 'importKey'
  | 'bookingDate'
  | 'amountCents'
  | 'text'
  | 'payerName'
  | 'payerIban'
  | 'reference'
  | 'match'
  | 'outcome'
  | 'travellerId'
>;

/** One column of the rows as a single array parameter. */
const column = (rows: readonly KeptLine[], value: (row: KeptLine) => unknown) =>
  sql.param(rows.map((row) => value(row) ?? null));

/**
 * Keeps the lines under their keys; answers the keys this call kept (a key kept before is left as it was).
 * Each column is sent as one array, two thousand lines a statement: a statement's cost does not grow with
 * its parameters, as a `values` list of thirteen thousand parameters did (docs/product/payments.md#importing-a-statement).
 */
export async function insertStatementLines(tx: Executor, rows: readonly KeptLine[]): Promise<Map<string, string>> {
  const kept = new Map<string, string>();
  for (let at = 0; at < rows.length; at += 2000) {
    const batch = rows.slice(at, at + 2000);
    const inserted = (await tx.execute(sql`
      insert into ${statementLines} (trip_id, import_id, import_key, booking_date, amount_cents, text, payer_name,
        payer_iban, reference, match, outcome, traveller_id)
      select trip_id, import_id::uuid, import_key, booking_date::date, amount_cents, text, payer_name, payer_iban,
        reference, match::jsonb, outcome, traveller_id::uuid
      from unnest(${column(batch, (row) => row.tripId)}::int[], ${column(batch, (row) => row.importId)}::text[],
        ${column(batch, (row) => row.importKey)}::text[], ${column(batch, (row) => row.bookingDate)}::text[],
        ${column(batch, (row) => row.amountCents)}::int[], ${column(batch, (row) => row.text)}::text[],
        ${column(batch, (row) => row.payerName)}::text[], ${column(batch, (row) => row.payerIban)}::text[],
        ${column(batch, (row) => row.reference)}::text[], ${column(batch, (row) => JSON.stringify(row.match))}::text[],
        ${column(batch, (row) => row.outcome)}::text[], ${column(batch, (row) => row.travellerId)}::text[])
        as given(trip_id, import_id, import_key, booking_date, amount_cents, text, payer_name, payer_iban, reference,
          match, outcome, traveller_id)
      on conflict (trip_id, import_key) do nothing
      returning id, import_key`)) as unknown as { rows: { id: string; import_key: string }[] };
    for (const each of inserted.rows) kept.set(each.import_key, each.id);
  }
  return kept;
}

export async function updateStatementLine(
  tx: Executor,
  id: string,
  change: Pick<Partial<NewStatementLine>, 'outcome' | 'travellerId' | 'paymentId' | 'reason' | 'decidedBy'>,
): Promise<void> {
  await tx.update(statementLines).set(change).where(eq(statementLines.id, id));
}

/** Lines of an apply settled at once: each applied to its traveller's payment, five hundred a query. */
export async function markStatementLinesApplied(
  tx: Executor,
  settled: readonly { id: string; travellerId: string; paymentId: string }[],
  decidedBy: string,
): Promise<void> {
  for (let at = 0; at < settled.length; at += 500) {
    const values = settled
      .slice(at, at + 500)
      .map((line) => sql`(${line.id}::uuid, ${line.travellerId}::uuid, ${line.paymentId}::uuid)`);
    await tx.execute(sql`
      update ${statementLines} set outcome = 'applied', traveller_id = given.traveller_id,
        payment_id = given.payment_id, decided_by = ${decidedBy}, updated_at = ${new Date().toISOString()}::timestamptz
      from (values ${sql.join(values, sql`, `)}) as given(id, traveller_id, payment_id)
      where ${statementLines.id} = given.id`);
  }
}

/** A line locked FOR UPDATE: two staff deciding on it at once run one after the other. */
export async function lockStatementLine(tx: Executor, id: string): Promise<StatementLineRow | undefined> {
  const [row] = await tx.select().from(statementLines).where(eq(statementLines.id, id)).for('update');
  return row;
}

export function listWaitingLineRows(db: Executor, tripId: number): Promise<StatementLineRow[]> {
  return db
    .select()
    .from(statementLines)
    .where(and(eq(statementLines.tripId, tripId), eq(statementLines.outcome, 'waiting')))
    .orderBy(statementLines.bookingDate, statementLines.createdAt)
    .limit(500);
}

export async function findCsvMapping(db: Executor, key: string) {
  const [row] = await db
    .select({ mapping: statementCsvMappings.mapping })
    .from(statementCsvMappings)
    .where(eq(statementCsvMappings.key, key));
  return row?.mapping ?? null;
}

export async function saveCsvMapping(db: Executor, key: string, mapping: CsvMappingChoice): Promise<void> {
  await db
    .insert(statementCsvMappings)
    .values({ key, mapping })
    .onConflictDoUpdate({ target: statementCsvMappings.key, set: { mapping, updatedAt: new Date() } });
}

/** `First Last` of each traveller named, by id. */
export async function findTravellerNames(db: Executor, ids: readonly string[]): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  if (ids.length === 0) return names;
  const found = await db
    .select({ id: travellers.id, firstName: travellers.firstName, lastName: travellers.lastName })
    .from(travellers)
    .where(inArray(travellers.id, [...ids]));
  for (const each of found) names[each.id] = `${each.firstName} ${each.lastName}`;
  return names;
}
