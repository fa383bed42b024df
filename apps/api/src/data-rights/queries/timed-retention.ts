import type { RetentionRule } from '@voyage/domain';
import { sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor.ts';
import * as schema from '../../db/schema/index.ts';

/** Whether each column of each table may hold null, by the schema's names: a blanked column gets null or ''. */
type Identifier = ReturnType<typeof sql.identifier>;

const nullable = new Map<string, boolean>();
for (const table of Object.values(schema)) {
  if (!(table instanceof PgTable)) continue;
  const config = getTableConfig(table);
  for (const column of config.columns) nullable.set(`${config.name}.${column.name}`, !column.notNull);
}

/** A timed rule's table and time column, checked against the schema: the names come from the policy, not a user. */
function timedTarget(rule: RetentionRule): { table: Identifier; time: Identifier } {
  if (rule.kept.kind !== 'after-time') throw new Error(`Rule ${rule.id} is not timed`);
  if (!nullable.has(`${rule.table}.${rule.kept.column}`)) {
    throw new Error(`Rule ${rule.id} names ${rule.table}.${rule.kept.column}, which the schema does not have`);
  }
  return { table: sql.identifier(rule.table), time: sql.identifier(rule.kept.column) };
}

/** How many rows a statement ending in `returning 1` touched; both drivers answer `{ rows }`. */
async function touched(tx: Executor, statement: SQL): Promise<number> {
  const result = (await tx.execute(statement)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/**
 * Carries out one timed rule of the retention policy: rows whose time column is before `cutoff` are deleted
 * (`delete`), or the rule's columns emptied (`blank`: null, or '' where null is not allowed). Returns how many
 * rows it touched; a second call with the same cutoff touches none.
 */
export async function purgeTimedRule(tx: Executor, rule: RetentionRule, cutoff: Date): Promise<number> {
  const { table, time } = timedTarget(rule);
  if (rule.purge === 'delete') {
    return touched(tx, sql`delete from ${table} where ${time} < ${cutoff} returning 1`);
  }
  if (rule.purge !== 'blank') throw new Error(`Rule ${rule.id}: a timed rule deletes or blanks`);
  const empty = (column: string) => (nullable.get(`${rule.table}.${column}`) ? sql`null` : sql`''`);
  const assignments = sql.join(
    rule.columns.map((column) => sql`${sql.identifier(column)} = ${empty(column)}`),
    sql`, `,
  );
  const notYetEmpty = sql.join(
    rule.columns.map((column) => sql`coalesce(${sql.identifier(column)}::text, '') <> ''`),
    sql` or `,
  );
  return touched(
    tx,
    sql`update ${table} set ${assignments} where ${time} < ${cutoff} and (${notYetEmpty}) returning 1`,
  );
}
