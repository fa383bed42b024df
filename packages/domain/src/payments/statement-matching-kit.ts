import { creditorReferenceForCode } from './creditor-reference.ts';
import type { StatementLine } from './statement-line.ts';
import type { MatchCandidate } from './statement-matching.ts';

/** Registrations and statement lines for the matching tests. */

export const TRIP_IBAN = 'CY17002001280000001200527600';

/** A word of letters only for a number (0 → `A`, 27 → `BB`): names hold no digits. */
export function lettersOf(number: number): string {
  let word = '';
  let rest = number;
  do {
    word = String.fromCharCode(65 + (rest % 26)) + word;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return word;
}

let nextKey = 0;

export function candidate(sequence: number, overrides: Partial<MatchCandidate> = {}): MatchCandidate {
  const personalCode = `PAR27-${String(sequence).padStart(4, '0')}`;
  return {
    travellerId: `t${sequence}`,
    personalCode,
    paymentReference: creditorReferenceForCode(personalCode),
    names: [`PUPIL${lettersOf(sequence)} KIDOS`, `PARENT${lettersOf(sequence)} KIDOS`],
    acceptedCents: [30000, 79000, 109000],
    ...overrides,
  };
}

export function line(overrides: Partial<StatementLine> = {}): StatementLine {
  return {
    importKey: `k-${nextKey++}`,
    accountIban: TRIP_IBAN,
    bankReference: null,
    bookingDate: '2026-11-20',
    valueDate: '2026-11-20',
    amountCents: 30000,
    currency: 'EUR',
    direction: 'credit',
    text: '',
    creditorReference: null,
    payerName: null,
    payerIban: null,
    ...overrides,
  };
}
