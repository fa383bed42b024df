import { REGISTRATION_STATUSES, type RegistrationStatus } from '@voyage/domain';

const isStatus = (value: unknown): value is RegistrationStatus =>
  typeof value === 'string' && (REGISTRATION_STATUSES as readonly string[]).includes(value);

/** Facts an entry's details hold, in one line: a change `from → to` first, then the rest; ids left out. */
export function describeDetails(
  details: Record<string, unknown> | null,
  statusLabel: (status: RegistrationStatus) => string,
): string {
  if (!details) return '';
  const word = (value: unknown) => (isStatus(value) ? statusLabel(value) : String(value));
  const parts: string[] = [];
  if (details.from !== undefined && details.to !== undefined && details.from !== null && details.to !== null) {
    parts.push(`${word(details.from)} → ${word(details.to)}`);
  }
  for (const [key, value] of Object.entries(details)) {
    if (key === 'from' || key === 'to' || /id$/i.test(key)) continue;
    if (value === null || value === undefined || typeof value === 'object') continue;
    parts.push(key === 'reason' ? String(value) : `${key}: ${String(value)}`);
  }
  return parts.join(' · ');
}
