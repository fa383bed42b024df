import type { Role } from '@voyage/domain';
import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.ts';

// better-auth 1.7.7's core tables, property names exactly as its drizzle adapter addresses them
// (checked by test/db/auth-schema.test.ts); columns in snake_case.

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').default(false).notNull(),
  image: text('image'),
  role: text('role').$type<Role>().default('guardian').notNull(),
  /** better-auth's two-factor plugin: set once an authenticator is enrolled and its first code checked. */
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  /** The weekly digest of what is left to do (docs/product/readiness.md#weekly-digest); a guardian turns it off in My Profile. */
  weeklyDigest: boolean('weekly_digest').default(true).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: instant('expires_at').notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Last request made with this session: the idle time-out counts from here (better-auth never writes it). */
    lastActiveAt: instant('last_active_at').defaultNow().notNull(),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: instant('access_token_expires_at'),
    refreshTokenExpiresAt: instant('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/**
 * better-auth's two-factor plugin: one row per enrolled (or enrolling, `verified` false) user. The TOTP secret
 * and the recovery codes are stored encrypted with the auth secret (docs/product/security.md#two-factor).
 */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: instant('locked_until'),
    /** The last 30-second step whose code was accepted: a code of that step or an earlier one is refused. */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  },
  (table) => [index('two_factor_user_id_idx').on(table.userId)],
);
