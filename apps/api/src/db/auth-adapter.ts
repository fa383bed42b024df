import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from './database.ts';
import { account, session, user, verification } from './schema/index.ts';

/** better-auth's storage: its four tables, through the product's drizzle database. */
export function authDatabaseAdapter(db: Database) {
  return drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } });
}
