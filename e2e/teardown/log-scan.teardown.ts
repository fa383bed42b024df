import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { School, TripSummary } from '@voyage/domain';
import { ADMIN_PASSWORD, BASE_URL } from '../fixtures/env.ts';
import { allListRows } from '../fixtures/admin-data.ts';
import { allMails } from '../fixtures/mailbox.ts';
import { adminAuthenticator } from '../fixtures/two-factor.ts';

/**
 * Once every spec has run: the server's whole log is read for anything a log reader could misuse or
 * should not see. Every token of every link the product mailed, every registration code, and every
 * traveller's and guardian's name and e-mail on the trips must be absent from it.
 */
const LINK_TOKENS = [
  /\/(?:confirm_email|create\/guardian|admin\/create\/account)\/([A-Za-z0-9_-]{20,})/g,
  /[?&]token=([A-Za-z0-9_-]{20,})/g,
];

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

function secretsOfMail(): string[] {
  const secrets: string[] = [];
  for (const mail of allMails()) {
    secrets.push(mail.to);
    for (const pattern of LINK_TOKENS) {
      for (const match of `${mail.text}\n${mail.html}`.matchAll(pattern)) secrets.push(match[1]!);
    }
  }
  return secrets;
}

async function secretsOfTrips(request: APIRequestContext): Promise<string[]> {
  const secrets: string[] = [];
  for (const trip of await json<TripSummary[]>(request, '/api/trip/all')) {
    const schools = await json<School[]>(request, `/api/schools?trip_id=${trip.id}`);
    secrets.push(...schools.map((school) => school.registrationCode));
    const travellers = await allListRows(request, `/api/registrations?trip_id=${trip.id}`);
    for (const traveller of travellers) {
      secrets.push(traveller.guardianEmail, `${traveller.firstName} ${traveller.lastName}`, traveller.guardianName);
      // A surname alone can be an ordinary word; long ones are the family's own.
      if (traveller.lastName.length >= 8) secrets.push(traveller.lastName);
    }
  }
  return secrets;
}

test('the server log holds no token, code, name or e-mail the run used', async ({ playwright }) => {
  // The admin's session the run's set-up opened (password and authenticator), and its key and recovery codes.
  const { cookies, key, recoveryCodes } = adminAuthenticator();
  const request = await playwright.request.newContext({ baseURL: BASE_URL, storageState: { cookies, origins: [] } });
  const secrets = new Set([
    ...secretsOfMail(),
    ...(await secretsOfTrips(request)),
    ADMIN_PASSWORD,
    key,
    ...recoveryCodes,
  ]);
  await request.dispose();
  // The structured log, line by line; the start-up banner written for the person starting a demo (its URL
  // and a registration code to try, never printed in production) is not part of it.
  const log = readFileSync(process.env.VOYAGE_E2E_SERVER_LOG!, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .join('\n');
  expect(log).toContain('"path":"/api/trip/active"');
  const found = [...secrets].filter((secret) => secret.length >= 6 && log.includes(secret));
  expect(found).toEqual([]);
  expect(secrets.size).toBeGreaterThan(50);
});
