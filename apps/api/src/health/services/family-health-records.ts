import type { HealthConsent, HealthRecord } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import { healthRowsOf } from '../queries/health-records.ts';
import { consentOf } from '../health-view.ts';
import { openRecord } from '../sealed-record.ts';

export type ExportedHealthRecord = { record: HealthRecord; consent: HealthConsent | null; updatedAt: string };

/**
 * The family's health records for its data export (docs/product/data-rights.md#export), opened: the family
 * reads what it typed, by traveller id.
 */
export async function familyHealthRecords(
  db: Database,
  key: Buffer,
  travellerIds: string[],
): Promise<Map<string, ExportedHealthRecord>> {
  const rows = await healthRowsOf(db, travellerIds);
  return new Map(
    rows.map((row) => [
      row.travellerId,
      {
        record: openRecord(key, row),
        consent: consentOf(row),
        updatedAt: row.updatedAt.toISOString(),
      },
    ]),
  );
}
