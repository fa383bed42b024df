import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from './database.ts';
import { account, session, twoFactor, user, verification } from './schema/index.ts';

/** better-auth's storage: its tables (the two-factor plugin's included), through the product's drizzle database. */
export function authDatabaseAdapter(db: Database) {
  return drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification, twoFactor } });
}
