import { cookieNamesFor } from '../../src/lib/cookie-names.ts';

/** The admin account the test template is seeded with. */
export const TEST_ADMIN = { email: 'admin@voyage.test', password: 'correct horse battery staple' } as const;

/** Registrations the template's two trips are seeded with (the seed's defaults). */
export const SEEDED_TRAVELLERS = { active: 60, past: 20 } as const;

export const TEST_PUBLIC_URL = 'http://localhost:3000';
export const TEST_ORIGIN = new URL(TEST_PUBLIC_URL).origin;
/** The registration-in-progress cookie's name under the tests' http PUBLIC_URL. */
export const DRAFT_COOKIE = cookieNamesFor(false).draft;

declare module 'vitest' {
  export interface ProvidedContext {
    /** A `dumpDataDir()` tarball of the migrated, seeded PGlite database; null on PostgreSQL. */
    pgliteTemplate: string | null;
    /** The PostgreSQL database the files share, migrated and seeded once; null on PGlite. */
    databaseUrl: string | null;
    /** This run's name on PostgreSQL, in the names of its copies of `databaseUrl`; null on PGlite. */
    databaseRun: string | null;
  }
}
