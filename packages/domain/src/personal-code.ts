/**
 * The personal code a traveller gets at approval, quoted as the bank-transfer reference:
 * the trip name's first three letters, the year's last two digits and a sequence, e.g. `PAR27-0042`.
 * After the prefix there are digits only, so nothing can be misread on the phone (no O for 0, no I for 1).
 * The sequence is the trip's counter, which only goes up: a code is never given twice, even once its
 * traveller is cancelled, deleted or erased, since a transfer quoting it may still arrive.
 */
export function formatPersonalCode(tripName: string, year: number, sequence: number): string {
  const prefix = tripName
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase()
    .padEnd(3, 'X');
  return `${prefix}${String(year % 100).padStart(2, '0')}-${String(sequence).padStart(4, '0')}`;
}

/** The sequence a personal code ends with (`PAR27-0042` → 42), or null for anything else. */
export function personalCodeSequence(code: string): number | null {
  const match = /^[A-Z]{3}\d{2}-(\d{4,})$/.exec(code);
  return match ? Number(match[1]) : null;
}
