import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactCreditorReference, formatCreditorReference, isValidCreditorReference } from './creditor-reference.ts';
import { candidate, lettersOf, line, TRIP_IBAN } from './statement-matching-kit.ts';
import { matchStatementLines } from './statement-matching.ts';

const candidates = Array.from({ length: 40 }, (_, index) =>
  candidate(index + 1, { acceptedCents: [30000 + index, 79000, 109000 + index] }),
);
const references = candidates.map((each) => each.paymentReference);
const bodyCharacter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');

/** A free text: words, amounts, sometimes a reference of the trip, written as families write it. */
const writtenReference = fc
  .tuple(fc.constantFrom(...references), fc.boolean(), fc.boolean())
  .map(([reference, grouped, small]) => {
    const text = grouped ? formatCreditorReference(reference) : reference;
    return small ? text.toLowerCase() : text;
  });
const word = fc.oneof(fc.constantFrom('deposit', 'Paris', 'ΠΛΗΡΩΜΗ', '2026', '/', 'RF', 'PAR27'), writtenReference);
const freeText = fc.array(word, { maxLength: 6 }).map((words) => words.join(' '));
const amount = fc.oneof(fc.constantFrom(30000, 30001, 79000, 109000, 109005), fc.integer({ min: -5, max: 200000 }));

const statementLine = fc.record({
  text: freeText,
  creditorReference: fc.option(fc.constantFrom(...references), { nil: null }),
  amountCents: amount,
  direction: fc.constantFrom('credit' as const, 'credit' as const, 'debit' as const),
  currency: fc.constantFrom('EUR', 'EUR', 'USD'),
});

describe('matching, whatever the statement', () => {
  it('matches a line only on a valid reference of the registration it names and an amount the rule accepts', () => {
    fc.assert(
      fc.property(fc.array(statementLine, { minLength: 1, maxLength: 8 }), (drafts) => {
        const lines = drafts.map((draft) => line(draft));
        const results = matchStatementLines({
          lines,
          accountIban: TRIP_IBAN,
          currency: 'EUR',
          importedKeys: new Set(),
          candidates,
        });
        results.forEach((result, index) => {
          if (result.state !== 'matched') return;
          const source = lines[index]!;
          const registration = candidates.find((each) => each.travellerId === result.travellerId)!;
          expect(isValidCreditorReference(result.reference)).toBe(true);
          expect(result.reference).toBe(registration.paymentReference);
          const written = compactCreditorReference(`${source.text} ${source.creditorReference ?? ''}`);
          expect(written).toContain(result.reference);
          expect(registration.acceptedCents).toContain(source.amountCents);
          expect(source.direction).toBe('credit');
        });
      }),
    );
  });

  it('never matches a mistyped reference', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...references),
        fc.nat(),
        bodyCharacter,
        fc.boolean(),
        (reference, at, typo, structured) => {
          const position = 2 + (at % (reference.length - 2));
          const mistyped = `${reference.slice(0, position)}${typo}${reference.slice(position + 1)}`;
          fc.pre(mistyped !== reference);
          const [result] = matchStatementLines({
            lines: [line(structured ? { creditorReference: mistyped } : { text: `payment ${mistyped} thanks` })],
            accountIban: TRIP_IBAN,
            currency: 'EUR',
            importedKeys: new Set(),
            candidates,
          });
          expect(result!.state).not.toBe('matched');
          if (!isValidCreditorReference(mistyped)) {
            // Suggested for its registration, and for any other whose reference is one character from it too.
            const owner = candidates.find((each) => each.paymentReference === reference)!.travellerId;
            expect(result).toMatchObject({ state: 'suggested' });
            const suggestions = result!.state === 'suggested' ? result!.suggestions : [];
            expect(suggestions).toContainEqual({ travellerId: owner, why: 'reference-typo', written: mistyped });
            for (const suggestion of suggestions) expect(suggestion.why).toBe('reference-typo');
          }
        },
      ),
    );
  });
});

describe('matching a large statement', () => {
  // Its speed is measured by bench/statement-import.ts, not here.
  it('matches 20,000 lines against 2,000 registrations: every line answered, each registration’s own matched', () => {
    const registrations = Array.from({ length: 2000 }, (_, index) => candidate(index + 1));
    const lines = Array.from({ length: 20_000 }, (_, index) => {
      const registration = registrations[Math.floor(index / 4) % registrations.length]!;
      const kinds = [
        { text: `SCHOOL TRIP PARIS ${formatCreditorReference(registration.paymentReference)} DEPOSIT` },
        { creditorReference: registration.paymentReference, amountCents: 12345 },
        { text: `TRANSFER ${registration.personalCode} FROM PARENT${lettersOf(index)} KIDOS` },
        { text: `INVOICE ${index} ELECTRICITY`, payerName: 'ANDREAS PETROU' },
      ];
      return line({ ...kinds[index % kinds.length]!, importKey: `bench-${index}` });
    });
    const match = (some: typeof lines) =>
      matchStatementLines({
        lines: some,
        accountIban: TRIP_IBAN,
        currency: 'EUR',
        importedKeys: new Set(['bench-1']),
        candidates: registrations,
      });
    const results = match(lines);
    expect(results).toHaveLength(20_000);
    expect(results.filter((result) => result.state === 'matched')).toHaveLength(2000);
  });
});
