import { getAuthTables } from '@better-auth/core/db';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();

describe("better-auth's tables", () => {
  it('have every field better-auth 1.7.7 writes, under the property names its drizzle adapter uses', () => {
    const expected = getAuthTables(t.app.auth.options);
    for (const [model, table] of Object.entries(expected)) {
      const drizzleTable = schema[model as 'user' | 'session' | 'account' | 'verification'] as unknown as Record<
        string,
        unknown
      >;
      expect(drizzleTable, model).toBeDefined();
      for (const field of Object.keys(table.fields)) expect(drizzleTable[field], `${model}.${field}`).toBeDefined();
    }
  });

  it('give new users the guardian role, which sign-up input cannot set', () => {
    const role = t.app.auth.options.user?.additionalFields?.role;
    expect(role).toMatchObject({ defaultValue: 'guardian', input: false });
  });
});
