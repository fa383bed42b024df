import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';

/** A table of the product's schema, in an order where every table comes after the ones it refers to. */
export type TableName = string;

/** The migrations drizzle has applied live in their own schema; a restore checks them, never copies them. */
const MIGRATIONS_TABLE = sql`drizzle.__drizzle_migrations`;

/** Rows per INSERT when loading: large enough to be quick, small enough for one statement's JSON. */
const LOAD_BATCH_ROWS = 2_000;

/** The tables of `public`, parents before children (foreign keys), so loading them needs no disabled checks. */
export async function tablesInLoadOrder(db: Executor): Promise<TableName[]> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const references = await selectRows<{ child: string; parent: string }>(
    db,
    sql`
    select child.relname as child, parent.relname as parent
    from pg_constraint co
    join pg_class child on child.oid = co.conrelid
    join pg_class parent on parent.oid = co.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where co.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`,
  );
  const parentsOf = new Map<string, Set<string>>(tables.map((row) => [row.name, new Set<string>()]));
  for (const { child, parent } of references) parentsOf.get(child)?.add(parent);

  const ordered: TableName[] = [];
  const placed = new Set<string>();
  while (ordered.length < parentsOf.size) {
    const ready = [...parentsOf].filter(
      ([name, parents]) => !placed.has(name) && [...parents].every((p) => placed.has(p)),
    );
    if (ready.length === 0) throw new Error('the schema has a cycle of foreign keys between tables; cannot order them');
    for (const [name] of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered;
}

/** Every row of a table as the database renders it in JSON, in a stable order (so two copies compare equal). */
export async function tableRows(db: Executor, table: TableName): Promise<Record<string, unknown>[]> {
  const result = await selectRows<{ row: Record<string, unknown> }>(
    db,
    sql`select row_to_json(t) as row from ${sql.identifier(table)} t order by t::text`,
  );
  return result.map(({ row }) => row);
}

/** The hashes of the migrations applied, oldest first: a backup is restored only by the code it was made with. */
export async function appliedMigrations(db: Executor): Promise<string[]> {
  const result = await selectRows<{ hash: string }>(db, sql`select hash from ${MIGRATIONS_TABLE} order by id`);
  return result.map((row) => row.hash);
}

/** Each sequence of `public` with its last value, so ids go on from where the backup left them. */
export async function sequenceValues(db: Executor): Promise<Record<string, number | null>> {
  const result = await selectRows<{ name: string; value: string | null }>(
    db,
    sql`
    select sequencename as name, last_value::text as value from pg_sequences
    where schemaname = 'public' order by sequencename`,
  );
  return Object.fromEntries(result.map((row) => [row.name, row.value === null ? null : Number(row.value)]));
}

/** True when no table of `public` holds a row: the only database a restore writes into. */
export async function isEmptyDatabase(db: Database): Promise<boolean> {
  for (const table of await tablesInLoadOrder(db)) {
    const result = await selectRows<{ any: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.identifier(table)}) as any`,
    );
    if (result[0]?.any) return false;
  }
  return true;
}

/**
 * Inserts rows read by `tableRows` back into the same table. `json_populate_recordset` turns each JSON value
 * into the column's type the way the database printed it, so dates, numbers, JSON and arrays come back exact.
 */
export async function loadTableRows(tx: Executor, table: TableName, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = await selectRows<{ name: string }>(
    tx,
    sql`
    select attname as name from pg_attribute
    where attrelid = ${`public.${quoteIdentifier(table)}`}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
    order by attnum`,
  );
  const columnList = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += LOAD_BATCH_ROWS) {
    const batch = JSON.stringify(rows.slice(start, start + LOAD_BATCH_ROWS));
    await tx.execute(sql`
      insert into ${sql.identifier(table)} (${columnList}) overriding system value
      select ${columnList} from json_populate_recordset(null::${sql.identifier(table)}, ${batch}::json)`);
  }
}

/** Sets each sequence to the value the backup recorded (a sequence never used is left at its start). */
export async function restoreSequenceValues(tx: Executor, values: Record<string, number | null>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    if (value === null) continue;
    await tx.execute(sql`select setval(${`public.${quoteIdentifier(name)}`}::regclass, ${value}, true)`);
  }
}

/**
 * Under another signing secret the authenticators' secrets cannot be decrypted: they are removed, and each
 * administrator signs in with their password and enrols again (docs/operations.md#backup-and-restore).
 */
export async function resetAllTwoFactor(tx: Executor): Promise<number> {
  const removed = (await tx.execute(sql`delete from two_factor returning user_id`)) as unknown as {
    rows: unknown[];
  };
  await tx.execute(sql`update "user" set two_factor_enabled = false where two_factor_enabled`);
  return removed.rows.length;
}

/** The rows of a raw query; both drivers answer `{ rows }`. */
async function selectRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
