// The statement import's starting state (bench/README.md#statement-import): the rows of every table an import
// writes, taken once after seeding, and put back before each run and each replay, so every run meets the same
// registrations with the same payments.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/database.ts';

/**
 * The tables an import may write, in the order their new rows are removed (a line before the payment and
 * import it names). A run that writes any other table fails the bench: its reset would not know it.
 */
export const IMPORT_TABLES = ['statement_lines', 'statement_imports', 'outbox', 'payments', 'audit_log'] as const;
type ImportTable = (typeof IMPORT_TABLES)[number];

export type Snapshot = Record<ImportTable, { ids: string[]; fingerprint: string }>;

/** The rows of a query, as both drivers answer them. */
const rowsOf = async <T>(db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The table's row count and an MD5 of every row's text in the order of the ids: any change shows. */
async function fingerprint(db: Database, table: ImportTable): Promise<string> {
  const [row] = await rowsOf<{ n: number; h: string }>(
    db,
    sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t.id), '')) as h from ${sql.identifier(table)} t`,
  );
  return `${row!.n} rows, ${row!.h}`;
}

export async function takeSnapshot(db: Database): Promise<Snapshot> {
  const snapshot = {} as Snapshot;
  for (const table of IMPORT_TABLES) {
    const found = await rowsOf<{ id: string }>(db, sql`select id::text as id from ${sql.identifier(table)}`);
    const ids = found.map((row) => row.id);
    snapshot[table] = { ids, fingerprint: await fingerprint(db, table) };
  }
  return snapshot;
}

/**
 * Every row the import tables did not have at the snapshot removed, then each table checked to be exactly
 * as it was (a row of the snapshot changed, a payment confirmed say, is not undone: the bench fails). The
 * audit log is append-only (a trigger refuses deletes): its new rows are removed with the triggers off for
 * that one statement, as a replica's session does, which only a superuser may do.
 */
export async function restoreSnapshot(db: Database, snapshot: Snapshot): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of IMPORT_TABLES) {
      const kept = snapshot[table].ids;
      if (table === 'audit_log') await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`delete from ${sql.identifier(table)} where not (id::text = any(${`{${kept.join(',')}}`}::text[]))`,
      );
    }
  });
  for (const table of IMPORT_TABLES) {
    const now = await fingerprint(db, table);
    if (now !== snapshot[table].fingerprint) {
      throw new Error(`${table} is not as it was before the runs: ${now}, was ${snapshot[table].fingerprint}`);
    }
  }
}

/** Fails when a run wrote a table the reset does not put back. */
export function checkWrittenTables(written: ReadonlySet<string>): void {
  const unknown = [...written].filter((table) => !(IMPORT_TABLES as readonly string[]).includes(table));
  if (unknown.length > 0) throw new Error(`the import wrote ${unknown.join(', ')}, which the reset does not restore`);
}
