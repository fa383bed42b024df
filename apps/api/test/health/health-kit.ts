import { FILLED_HEALTH_RECORD, type HealthRecord } from '@voyage/domain';
import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { addRegistration, givenCode } from '../accounts/fixtures.ts';

/** A family's approved registration on the active trip and its guardian's session. */
export async function approvedFamily(t: TestApp, prefix = 'HLT') {
  const registration = await addRegistration(t.db, { status: 'approved', ...givenCode(prefix) });
  const cookie = await t.signInAsGuardian(registration.guardianEmail);
  return { ...registration, cookie };
}

export const healthUrl = (travellerId: string) => `/api/my/travellers/${travellerId}/health`;

export function saveSection(t: TestApp, cookie: string, travellerId: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: healthUrl(travellerId), headers: t.unsafeHeaders(cookie), payload: body });
}

/** Saves every section of `record` and the consent, as a family does one section at a time. */
export async function fillRecord(t: TestApp, cookie: string, travellerId: string, record = FILLED_HEALTH_RECORD) {
  for (const [section, value] of Object.entries(record) as [keyof HealthRecord, unknown][]) {
    const response = await saveSection(t, cookie, travellerId, { [section]: value });
    expect(response.statusCode, response.body).toBe(200);
  }
  const consent = await saveSection(t, cookie, travellerId, { consent: true });
  expect(consent.statusCode, consent.body).toBe(200);
  return consent.json();
}
