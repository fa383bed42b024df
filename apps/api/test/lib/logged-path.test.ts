import { describe, expect, it } from 'vitest';
import { loggedPath, rememberRouteWords } from '../../src/lib/logged-path.ts';

rememberRouteWords('/api/accounts/link');
rememberRouteWords('/api/auth/reset-password/:token');
rememberRouteWords('/api/auth/magic-link/verify');
rememberRouteWords('/api/students');

describe('loggedPath', () => {
  it.each([
    ['/confirm_email/Abc123_-xyz789Abc123_-xyz789Abc123_-xyz789Abc/2', '/confirm_email/[redacted]/2'],
    ['/create/guardian/Zq9w-Rt5yU1iO0pLkJhGfDsA2zXcVbNm3QwErTyUiOp/41', '/create/guardian/[redacted]/41'],
    // No route has the word `token`: a path no route knows keeps only the words routes have.
    ['/api/accounts/token/Zq9w-Rt5yU1iO0pLkJhGfDsA2zXcVbNm3QwErTyUiOp', '/api/accounts/[redacted]/[redacted]'],
    ['/api/auth/reset-password/tok3nV4lue?callbackURL=/reset', '/api/auth/reset-password/[redacted]'],
    ['/voyageur/2/PAR-7K3Q/17', '/voyageur/2/[redacted]/17'],
    ['/api/auth/magic-link/verify?token=secret', '/api/auth/magic-link/verify'],
    ['/api/students?trip_id=2', '/api/students'],
    [
      '/admin/registration/2/5f0c2a9e-8c1b-4b7a-9d3e-2a1b0c9d8e7f',
      '/admin/registration/2/5f0c2a9e-8c1b-4b7a-9d3e-2a1b0c9d8e7f',
    ],
    ['/assets/index-BkQ2x9aZ.js', '/assets/index-BkQ2x9aZ.js'],
    ['/someone%40example.org', '/[redacted]'],
    // Codes and tokens made of letters alone look like words: only known route words are kept.
    ['/voyageur/2/ABCD-EFGH/17', '/voyageur/2/[redacted]/17'],
    ['/confirm_email/ZqwRtyUiOpLkJhGfDsAzXcVbNmQwErTyUiOpAsDfGhJkL/2', '/confirm_email/[redacted]/2'],
    ['/create/guardian/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ/41', '/create/guardian/[redacted]/41'],
    ['/api/accounts/link', '/api/accounts/link'],
    ['/index.html', '/index.html'],
    ['/someone@example.org', '/[redacted]'],
    ['/', '/'],
  ])('%s → %s', (url, logged) => {
    expect(loggedPath(url)).toBe(logged);
  });
});
