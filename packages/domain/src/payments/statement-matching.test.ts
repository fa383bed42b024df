import { describe, expect, it } from 'vitest';
import { creditorReferenceForCode, formatCreditorReference } from './creditor-reference.ts';
import type { StatementLine } from './statement-line.ts';
import { matchStatementLines, type LineMatch } from './statement-matching.ts';
import { candidate, line, TRIP_IBAN } from './statement-matching-kit.ts';

const maria = candidate(43, { names: ['MARIA GEORGIOU', 'Ελένη Παπαδοπούλου'] });
const nikos = candidate(44, { names: ['NIKOS IOANNOU', 'ANDREAS IOANNOU'], acceptedCents: [79000] });
const ref43 = maria.paymentReference;
const ref44 = nikos.paymentReference;
/** The reference with one body character typed wrong: its check digits fail. */
const typo43 = `${ref43.slice(0, -1)}9`;
/** The reference with its second check digit typed wrong. */
const wrongCheck43 = `${ref43.slice(0, 3)}${(Number(ref43[3]) + 1) % 10}${ref43.slice(4)}`;

function matchOne(overrides: Partial<StatementLine>, importedKeys: Iterable<string> = []): LineMatch {
  const [result] = matchStatementLines({
    lines: [line(overrides)],
    accountIban: 'cy17 0020 0128 0000 0012 0052 7600',
    currency: 'eur',
    importedKeys: new Set(importedKeys),
    candidates: [maria, nikos],
  });
  return result!;
}

describe('matching a statement line', () => {
  it.each<[string, Partial<StatementLine>, LineMatch]>([
    [
      'the reference in the free text, grouped and in small letters',
      { text: `school trip ${formatCreditorReference(ref43).toLowerCase()} thanks` },
      { state: 'matched', travellerId: 't43', reference: ref43, foundIn: 'text' },
    ],
    [
      'the reference compact, after a colon',
      { text: `REF:${ref43}/DEPOSIT` },
      { state: 'matched', travellerId: 't43', reference: ref43, foundIn: 'text' },
    ],
    [
      'the structured creditor reference',
      { creditorReference: ref44, amountCents: 79000 },
      { state: 'matched', travellerId: 't44', reference: ref44, foundIn: 'structured' },
    ],
    [
      'the same reference in both places',
      { creditorReference: ref44, text: ref44, amountCents: 79000 },
      { state: 'matched', travellerId: 't44', reference: ref44, foundIn: 'structured' },
    ],
    [
      'the right reference with an amount the rule refuses',
      { text: ref43, amountCents: 31000 },
      {
        state: 'suggested',
        suggestions: [{ travellerId: 't43', why: 'amount-refused', acceptedCents: [30000, 79000, 109000] }],
      },
    ],
    [
      'a reference one character wrong',
      { text: `payment ${typo43}` },
      { state: 'suggested', suggestions: [{ travellerId: 't43', why: 'reference-typo', written: typo43 }] },
    ],
    [
      'a reference whose check digits are wrong',
      { creditorReference: wrongCheck43 },
      { state: 'suggested', suggestions: [{ travellerId: 't43', why: 'reference-typo', written: wrongCheck43 }] },
    ],
    [
      'the personal code without RF',
      { text: 'Paris trip par27-0043 deposit' },
      { state: 'suggested', suggestions: [{ travellerId: 't43', why: 'personal-code' }] },
    ],
    [
      "the traveller's name, in any order and letter case",
      { text: 'deposit for georgiou maria' },
      { state: 'suggested', suggestions: [{ travellerId: 't43', why: 'name', name: 'MARIA GEORGIOU' }] },
    ],
    [
      "a guardian's name in Greek as the payer",
      { payerName: 'ΠΑΠΑΔΟΠΟΥΛΟΥ ΕΛΕΝΗ' },
      { state: 'suggested', suggestions: [{ travellerId: 't43', why: 'name', name: 'Ελένη Παπαδοπούλου' }] },
    ],
    ['one word of a name only', { text: 'MARIA', payerName: 'ANDREAS PETROU' }, { state: 'not-matched' }],
    ['nothing known', { text: 'invoice 2026/114' }, { state: 'not-matched' }],
    [
      'a valid reference of no registration of the trip',
      { text: creditorReferenceForCode('PAR27-0999') },
      { state: 'not-matched' },
    ],
    ['the reference run into a longer word', { text: `${ref43}1` }, { state: 'not-matched' }],
    ['money going out', { direction: 'debit', text: ref43 }, { state: 'ignored', why: 'debit' }],
    [
      'another account',
      { accountIban: 'GR1601101250000000012300695', text: ref43 },
      { state: 'ignored', why: 'other-account' },
    ],
    ['another currency', { currency: 'USD', text: ref43 }, { state: 'ignored', why: 'other-currency' }],
    ['no amount', { amountCents: 0, text: ref43 }, { state: 'error', why: 'amount', travellerIds: [] }],
    [
      'references of two registrations',
      { text: `${ref43} ${ref44}` },
      { state: 'error', why: 'several-registrations', travellerIds: ['t43', 't44'] },
    ],
  ])('%s', (_, overrides, expected) => {
    expect(matchOne(overrides)).toEqual(expected);
  });

  it('reads a line of a statement that does not say its account as the trip’s', () => {
    expect(matchOne({ accountIban: null, text: ref43 })).toMatchObject({ state: 'matched' });
  });

  it('never applies a line again: a key imported before, or twice in the same statement', () => {
    expect(matchOne({ importKey: 'seen', text: ref43 }, ['seen'])).toEqual({ state: 'already-imported' });
    const twice = matchStatementLines({
      lines: [line({ importKey: 'a', text: ref43 }), line({ importKey: 'a', text: ref43 })],
      accountIban: TRIP_IBAN,
      currency: 'EUR',
      importedKeys: new Set(),
      candidates: [maria],
    });
    expect(twice.map((result) => result.state)).toEqual(['matched', 'already-imported']);
  });

  it('only suggests a second line for a registration already matched in the same statement', () => {
    const results = matchStatementLines({
      lines: [line({ text: ref43 }), line({ text: ref43, amountCents: 79000 })],
      accountIban: TRIP_IBAN,
      currency: 'EUR',
      importedKeys: new Set(),
      candidates: [maria],
    });
    expect(results).toEqual([
      { state: 'matched', travellerId: 't43', reference: ref43, foundIn: 'text' },
      { state: 'suggested', suggestions: [{ travellerId: 't43', why: 'earlier-line-matched' }] },
    ]);
  });

  it('suggests each registration once, its strongest reason first', () => {
    const result = matchOne({ text: `${typo43} MARIA GEORGIOU PAR27-0043 NIKOS IOANNOU` });
    expect(result).toEqual({
      state: 'suggested',
      suggestions: [
        { travellerId: 't43', why: 'reference-typo', written: typo43 },
        { travellerId: 't44', why: 'name', name: 'NIKOS IOANNOU' },
      ],
    });
  });
});
