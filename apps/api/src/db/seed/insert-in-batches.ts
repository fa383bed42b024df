import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../database.ts';

// PostgreSQL takes at most 65,535 parameters per statement; 500 rows stay far below for our widest table.
const BATCH_SIZE = 500;

export async function insertInBatches<T extends PgTable>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db.insert(table).values(rows.slice(start, start + BATCH_SIZE));
  }
}
