import type { HealthAddendum, HealthConsent, HealthRecord } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import { addendaRowsOf } from '../queries/health-addenda.ts';
import { healthRowsOf } from '../queries/health-records.ts';
import { addendumView } from '../addendum-view.ts';
import { open } from '../health-cipher.ts';
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

export type ExportedHealthAddendum = HealthAddendum & { note: string };

/**
 * The changes the family sent after the freeze, for its data export, opened, oldest first, with the health
 * lead's note when there is one (docs/product/health.md#changes-after-the-freeze).
 */
export async function familyHealthAddenda(
  db: Database,
  key: Buffer,
  travellerIds: string[],
): Promise<Map<string, ExportedHealthAddendum[]>> {
  const byTraveller = new Map<string, ExportedHealthAddendum[]>();
  for (const row of await addendaRowsOf(db, travellerIds)) {
    const list = byTraveller.get(row.travellerId) ?? [];
    list.push({ ...addendumView(key, row), note: open(key, row.note) });
    byTraveller.set(row.travellerId, list);
  }
  return byTraveller;
}
