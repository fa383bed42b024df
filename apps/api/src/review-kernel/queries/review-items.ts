import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor.ts';
import { travellers } from '../../db/schema/index.ts';

/** An area's table of items families submit: its id and the traveller each belongs to. */
export type ReviewItemTable = { table: PgTable; id: PgColumn; travellerId: PgColumn };

/** The traveller an item belongs to, to lock first; undefined when there is no such item. */
export async function findItemTravellerId(
  tx: Executor,
  item: ReviewItemTable,
  id: string,
): Promise<string | undefined> {
  const [row] = await tx.select({ travellerId: item.travellerId }).from(item.table).where(eq(item.id, id));
  return row?.travellerId as string | undefined;
}

/**
 * The item's `fields`, locked FOR UPDATE (the item's row alone); undefined when there is none or its traveller
 * is deleted. `fields` may name the traveller's columns.
 */
export async function lockItem<Row>(
  tx: Executor,
  item: ReviewItemTable,
  id: string,
  fields: SelectedFields,
): Promise<Row | undefined> {
  const [row] = await tx
    .select(fields)
    .from(item.table)
    .innerJoin(travellers, eq(travellers.id, item.travellerId))
    .where(and(eq(item.id, id), ne(travellers.status, 'deleted')))
    .for('update', { of: item.table });
  return row as Row | undefined;
}
