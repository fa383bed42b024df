import { healthRecordSchema, type HealthRecord } from '@voyage/domain';
import { open, seal } from './health-cipher.ts';

/**
 * Which texts of each section are sealed (docs/product/security.md#health-data): the free texts, whatever a
 * family typed; severities, yes/no answers, times and the card's expiry stay readable.
 */
type Row = Record<string, unknown>;
/** A section as its `jsonb` column holds it (the schema's `SealedSection`). */
type SealedSection = Row | Row[];
type Transform = (text: string) => string;

function mapTexts(row: Row, fields: readonly string[], transform: Transform): Row {
  const out: Row = { ...row };
  for (const field of fields) if (typeof out[field] === 'string') out[field] = transform(out[field]);
  return out;
}

const SECTIONS = {
  allergies: (value: unknown, t: Transform) => (value as Row[]).map((row) => mapTexts(row, ['what'], t)),
  medicines: (value: unknown, t: Transform) => (value as Row[]).map((row) => mapTexts(row, ['name', 'dose'], t)),
  diet: (value: unknown, t: Transform) => mapTexts(value as Row, ['other'], t),
  conditions: (value: unknown, t: Transform) => mapTexts(value as Row, ['other'], t),
  contacts: (value: unknown, t: Transform) => {
    const row = mapTexts(value as Row, ['doctorName', 'doctorPhone', 'ehicNumber'], t);
    row.contacts = (row.contacts as Row[]).map((contact) => mapTexts(contact, ['name', 'relation', 'phone'], t));
    return row;
  },
} as const;

export type HealthSectionName = keyof typeof SECTIONS;
export const SEALED_SECTIONS = Object.keys(SECTIONS) as HealthSectionName[];

/** One section, its free texts sealed, ready for its `jsonb` column. */
export function sealSection(key: Buffer, section: HealthSectionName, value: unknown): SealedSection {
  return SECTIONS[section](value, (text) => seal(key, text)) as SealedSection;
}

/** The stored sections back to the record the family typed. */
export function openRecord(key: Buffer, stored: Record<HealthSectionName, SealedSection | null>): HealthRecord {
  const record: Record<string, unknown> = {};
  for (const section of SEALED_SECTIONS) {
    const value = stored[section];
    record[section] = value === null ? null : SECTIONS[section](value, (text) => open(key, text));
  }
  return healthRecordSchema.parse(record);
}

/**
 * A stored section sealed again under `newKey` (docs/operations.md#health-data-key): each value opened with
 * `oldKey`, or, already under `newKey` (a rotation finished before its key file was switched), left as it is.
 * A value neither opens throws.
 */
export function resealSection(
  oldKey: Buffer,
  newKey: Buffer,
  section: HealthSectionName,
  value: SealedSection,
): SealedSection {
  return SECTIONS[section](value, (sealed) => resealText(oldKey, newKey, sealed)) as SealedSection;
}

/** One sealed text under `newKey`: opened with `oldKey`, or left as it is when `newKey` already opens it. */
export function resealText(oldKey: Buffer, newKey: Buffer, sealed: string): string {
  try {
    return seal(newKey, open(oldKey, sealed));
  } catch (error) {
    try {
      open(newKey, sealed);
      return sealed;
    } catch {
      throw error;
    }
  }
}
