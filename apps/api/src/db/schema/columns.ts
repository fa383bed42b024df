import { timestamp } from 'drizzle-orm/pg-core';

/** Instants are `timestamptz` read as `Date`; calendar days are `date` read as 'YYYY-MM-DD'. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => instant('created_at').defaultNow().notNull();
export const updatedAt = () =>
  instant('updated_at')
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull();
