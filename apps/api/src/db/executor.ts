import type { Database } from './database.ts';

/** The transaction a `db.transaction(async (tx) => …)` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A database or a transaction: what a query function runs on. */
export type Executor = Database | Transaction;
