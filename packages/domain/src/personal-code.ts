/**
 * The personal code a traveller gets at approval, quoted as the bank-transfer reference:
 * the trip name's first three letters, the year's last two digits and a sequence, e.g. `PAR27-0042`.
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
