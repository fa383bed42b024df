import { REGISTRATION_STATUSES, type RegistrationStatus } from '@voyage/domain';

/**
 * The facts an entry may record that staff read, each with its words under `admin:audit.details`; values in
 * the API's own words (a sign-in method, an error code) are left out.
 */
export const DETAIL_KEYS = [
  'personalCode',
  'consentDeadline',
  'deadline',
  'daysLeft',
  'reminder',
  'email',
  'route',
  // An export's format and row count (docs/product/exports.md#audit).
  'format',
  'rows',
] as const;
export type DetailKey = (typeof DETAIL_KEYS)[number];

type Words = {
  status: (status: RegistrationStatus) => string;
  label: (key: DetailKey) => string;
  /** A calendar date (`YYYY-MM-DD`) as the reader writes it. */
  date: (isoDate: string) => string;
};

const isStatus = (value: unknown): value is RegistrationStatus =>
  typeof value === 'string' && (REGISTRATION_STATUSES as readonly string[]).includes(value);
const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isDetailKey = (key: string): key is DetailKey => (DETAIL_KEYS as readonly string[]).includes(key);

/**
 * An entry's details in one line: a change `from → to` first (statuses and dates in words), the reason as
 * given, then the other facts staff read; ids and anything else are left out.
 */
export function describeDetails(details: Record<string, unknown> | null, words: Words): string {
  if (!details) return '';
  const value = (raw: unknown) => (isStatus(raw) ? words.status(raw) : isDate(raw) ? words.date(raw) : String(raw));
  const parts: string[] = [];
  const { from, to, reason } = details;
  if (from !== undefined && from !== null && to !== undefined && to !== null)
    parts.push(`${value(from)} → ${value(to)}`);
  if (typeof reason === 'string' && reason !== '') parts.push(reason);
  for (const [key, raw] of Object.entries(details)) {
    if (!isDetailKey(key) || raw === null || raw === undefined || typeof raw === 'object') continue;
    parts.push(`${words.label(key)}: ${value(raw)}`);
  }
  return parts.join(' · ');
}
