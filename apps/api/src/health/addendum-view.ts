import type { HealthAddendum, StaffHealthAddendum } from '@voyage/domain';
import { open } from './health-cipher.ts';
import type { AddendumRow } from './queries/health-addenda.ts';

/** An addendum opened with the key, as the family reads it (docs/product/health.md#changes-after-the-freeze). */
export function addendumView(key: Buffer, row: AddendumRow): HealthAddendum {
  return {
    id: row.id,
    text: open(key, row.text),
    section: row.section,
    status: row.status,
    sentAt: row.sentAt.toISOString(),
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
  };
}

/** The same for staff: who sent it, who acknowledged it, and the health lead's note. */
export function staffAddendumView(key: Buffer, row: AddendumRow): StaffHealthAddendum {
  return {
    ...addendumView(key, row),
    travellerId: row.travellerId,
    sentByName: row.sentByName,
    acknowledgedByName: row.acknowledgedByName,
    note: open(key, row.note),
  };
}
