import {
  escortFlags,
  EMPTY_HEALTH_RECORD,
  healthCompleteness,
  healthFreezeDay,
  isHealthRecordFrozen,
  type AdminHealthRecord,
  type HealthConsent,
  type HealthFlags,
  type MyHealthRecord,
} from '@voyage/domain';
import type { HealthRow } from './queries/health-records.ts';
import { openRecord } from './sealed-record.ts';

type FreezeTrip = { startsOn: string; healthFreezeDays: number };

export function consentOf(row: HealthRow | undefined): HealthConsent | null {
  if (!row?.consentGivenAt) return null;
  return { givenBy: row.consentGivenByName ?? '', givenAt: row.consentGivenAt.toISOString() };
}

/** The stored row, opened with the key, as the family and staff read it (docs/product/health.md). */
export function healthView(key: Buffer, row: HealthRow | undefined, trip: FreezeTrip, now: Date): MyHealthRecord {
  const record = row ? openRecord(key, row) : EMPTY_HEALTH_RECORD;
  const consent = consentOf(row);
  return {
    record,
    consent,
    completeness: healthCompleteness(record, consent),
    freezesOn: healthFreezeDay(trip),
    frozen: isHealthRecordFrozen(trip, now),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export function staffHealthView(
  key: Buffer,
  row: HealthRow | undefined,
  trip: FreezeTrip,
  now: Date,
): AdminHealthRecord {
  const view = healthView(key, row, trip, now);
  return { ...view, flags: escortFlags(view.record) };
}

export function healthFlagsView(key: Buffer, row: HealthRow | undefined): HealthFlags {
  const record = row ? openRecord(key, row) : EMPTY_HEALTH_RECORD;
  return {
    completeness: healthCompleteness(record, consentOf(row)),
    flags: escortFlags(record),
    emergencyContacts: record.contacts?.contacts ?? [],
  };
}
