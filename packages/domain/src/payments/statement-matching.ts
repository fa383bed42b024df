import type { Cents } from '../money.ts';
import { compactCreditorReference, isValidCreditorReference } from './creditor-reference.ts';
import { compactIban, type StatementLine } from './statement-line.ts';
import { boundedRuns, nameWords, referenceRuns, scanText, type ScannedText } from './statement-text.ts';

/**
 * Which registration each line of a bank statement pays (docs/product/payments.md#bank-statements). Only
 * a valid reference of a registration together with an amount the exact-amount rule accepts now makes a
 * line `matched`; everything else that points at a registration is a `suggested` match staff decide on,
 * never applied by itself.
 */

/** A registration a line may pay, with the amounts the exact-amount rule accepts for it now. */
export type MatchCandidate = {
  travellerId: string;
  personalCode: string;
  /** The registration's creditor reference (`RF..`), as kept: compact, capitals. */
  paymentReference: string;
  /** The traveller's and the guardians' full names, as written anywhere (Latin or Greek letters). */
  names: readonly string[];
  /** `acceptedPaymentAmounts` of the registration's picture today. */
  acceptedCents: readonly Cents[];
};

export type MatchInput = {
  lines: readonly StatementLine[];
  /** The trip's bank account: lines of another account are ignored. */
  accountIban: string;
  currency: string;
  /** The keys of lines imported before: such a line is never applied again. */
  importedKeys: ReadonlySet<string>;
  candidates: readonly MatchCandidate[];
};

/** Why a line is suggested for a registration, strongest first. */
export type MatchSuggestion =
  | { travellerId: string; why: 'amount-refused'; acceptedCents: Cents[] }
  | { travellerId: string; why: 'earlier-line-matched' }
  | { travellerId: string; why: 'reference-typo'; written: string }
  | { travellerId: string; why: 'personal-code' }
  | { travellerId: string; why: 'name'; name: string };

export type LineMatch =
  | { state: 'matched'; travellerId: string; reference: string; foundIn: 'structured' | 'text' }
  | { state: 'suggested'; suggestions: MatchSuggestion[] }
  | { state: 'not-matched' }
  | { state: 'already-imported' }
  | { state: 'ignored'; why: 'debit' | 'other-account' | 'other-currency' }
  | { state: 'error'; why: 'amount' | 'several-registrations'; travellerIds: string[] };

export type LineMatchState = LineMatch['state'];

/** Lookups over the candidates, made once for a whole statement. */
type CandidateIndex = {
  byReference: Map<string, MatchCandidate>;
  referenceLengths: number[];
  /**
   * A reference with one character replaced by `?` → the candidates it belongs to; made at the first
   * mistyped reference a statement holds (most hold none), not for every statement.
   */
  byNearReference: Map<string, MatchCandidate[]> | undefined;
  references: { reference: string; candidate: MatchCandidate }[];
  byCode: Map<string, MatchCandidate>;
  codeLengths: number[];
  /** A name's first word → the names starting with it (two words at least), with their candidate. */
  byNameWord: Map<string, { candidate: MatchCandidate; name: string; words: string[] }[]>;
};

const wildcards = (reference: string) =>
  Array.from(reference, (_, at) => `${reference.slice(0, at)}?${reference.slice(at + 1)}`);

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function nearReferences(references: CandidateIndex['references']): Map<string, MatchCandidate[]> {
  const near = new Map<string, MatchCandidate[]>();
  for (const { reference, candidate } of references) {
    for (const key of wildcards(reference)) push(near, key, candidate);
  }
  return near;
}

function indexCandidates(candidates: readonly MatchCandidate[]): CandidateIndex {
  const index: CandidateIndex = {
    byReference: new Map(),
    referenceLengths: [],
    byNearReference: undefined,
    references: [],
    byCode: new Map(),
    codeLengths: [],
    byNameWord: new Map(),
  };
  const referenceLengths = new Set<number>();
  const codeLengths = new Set<number>();
  for (const candidate of candidates) {
    const reference = compactCreditorReference(candidate.paymentReference);
    if (isValidCreditorReference(reference)) {
      index.byReference.set(reference, candidate);
      referenceLengths.add(reference.length);
      index.references.push({ reference, candidate });
    }
    const code = candidate.personalCode.toUpperCase().replace(/[^A-Z0-9]/g, '');
    if (code.length > 0) {
      index.byCode.set(code, candidate);
      codeLengths.add(code.length);
    }
    for (const name of candidate.names) {
      const words = nameWords(name);
      if (words.length >= 2) push(index.byNameWord, words[0]!, { candidate, name, words });
    }
  }
  index.referenceLengths = [...referenceLengths];
  index.codeLengths = [...codeLengths];
  return index;
}

type Found = {
  exact: Map<string, { candidate: MatchCandidate; reference: string; foundIn: 'structured' | 'text' }>;
  near: Map<string, { written: string }>;
};

/** Adds the registrations whose valid reference stands in the text, and those a mistyped one is one character from. */
function findReferences(index: CandidateIndex, scanned: ScannedText, foundIn: 'structured' | 'text', found: Found) {
  for (const run of referenceRuns(scanned, index.referenceLengths)) {
    const candidate = index.byReference.get(run);
    if (candidate) {
      if (!found.exact.has(candidate.travellerId)) {
        found.exact.set(candidate.travellerId, { candidate, reference: run, foundIn });
      }
    } else if (!isValidCreditorReference(run)) {
      index.byNearReference ??= nearReferences(index.references);
      for (const key of wildcards(run)) {
        for (const near of index.byNearReference.get(key) ?? []) found.near.set(near.travellerId, { written: run });
      }
    }
  }
}

function suggestionsFor(
  index: CandidateIndex,
  line: StatementLine,
  near: Map<string, { written: string }>,
  text: ScannedText,
): MatchSuggestion[] {
  const suggestions: MatchSuggestion[] = [];
  const seen = new Set<string>();
  const add = (suggestion: MatchSuggestion) => {
    if (seen.has(suggestion.travellerId)) return;
    seen.add(suggestion.travellerId);
    suggestions.push(suggestion);
  };
  for (const [travellerId, { written }] of near) add({ travellerId, why: 'reference-typo', written });
  for (const run of boundedRuns(text, index.codeLengths)) {
    const candidate = index.byCode.get(run);
    if (candidate) add({ travellerId: candidate.travellerId, why: 'personal-code' });
  }
  const words = new Set(nameWords(`${line.text} ${line.payerName ?? ''}`));
  for (const word of words) {
    for (const entry of index.byNameWord.get(word) ?? []) {
      if (entry.words.every((each) => words.has(each))) {
        add({ travellerId: entry.candidate.travellerId, why: 'name', name: entry.name });
      }
    }
  }
  return suggestions;
}

/**
 * What each line of a statement is, in the order given: `already-imported` (its key was imported before,
 * or an earlier line of this statement has it), `ignored` (money going out, another account, another
 * currency), `error` (no usable amount, or references of several registrations), then `matched`,
 * `suggested` or `not-matched`. A registration matched by an earlier line of the same statement is only
 * suggested again: the amounts accepted change once the first is applied.
 */
export function matchStatementLines(input: MatchInput): LineMatch[] {
  const index = indexCandidates(input.candidates);
  const account = compactIban(input.accountIban);
  const currency = input.currency.toUpperCase();
  const keys = new Set<string>();
  const matchedBefore = new Set<string>();
  return input.lines.map((line): LineMatch => {
    if (input.importedKeys.has(line.importKey) || keys.has(line.importKey)) return { state: 'already-imported' };
    keys.add(line.importKey);
    if (line.direction === 'debit') return { state: 'ignored', why: 'debit' };
    if (line.accountIban !== null && compactIban(line.accountIban) !== account) {
      return { state: 'ignored', why: 'other-account' };
    }
    if (line.currency.toUpperCase() !== currency) return { state: 'ignored', why: 'other-currency' };
    if (!Number.isSafeInteger(line.amountCents) || line.amountCents <= 0) {
      return { state: 'error', why: 'amount', travellerIds: [] };
    }
    const found: Found = { exact: new Map(), near: new Map() };
    if (line.creditorReference) findReferences(index, scanText(line.creditorReference), 'structured', found);
    const text = scanText(line.text);
    findReferences(index, text, 'text', found);
    const { exact } = found;
    if (exact.size > 1) return { state: 'error', why: 'several-registrations', travellerIds: [...exact.keys()] };
    const [hit] = exact.values();
    if (hit) {
      const { candidate, reference, foundIn } = hit;
      if (!candidate.acceptedCents.includes(line.amountCents)) {
        const acceptedCents = [...candidate.acceptedCents];
        return {
          state: 'suggested',
          suggestions: [{ travellerId: candidate.travellerId, why: 'amount-refused', acceptedCents }],
        };
      }
      if (matchedBefore.has(candidate.travellerId)) {
        return {
          state: 'suggested',
          suggestions: [{ travellerId: candidate.travellerId, why: 'earlier-line-matched' }],
        };
      }
      matchedBefore.add(candidate.travellerId);
      return { state: 'matched', travellerId: candidate.travellerId, reference, foundIn };
    }
    const suggestions = suggestionsFor(index, line, found.near, text);
    return suggestions.length > 0 ? { state: 'suggested', suggestions } : { state: 'not-matched' };
  });
}

/**
 * Every registration the lines' matches name (matched, suggested or in error). Matching against only
 * these, with their accepted amounts, answers as against the whole trip: which registrations a line points
 * at follows from its references, codes and names alone, never from the amounts.
 */
export function referredTravellerIds(matches: readonly LineMatch[]): Set<string> {
  const ids = new Set<string>();
  for (const match of matches) {
    if (match.state === 'matched') ids.add(match.travellerId);
    else if (match.state === 'suggested') for (const each of match.suggestions) ids.add(each.travellerId);
    else if (match.state === 'error') for (const id of match.travellerIds) ids.add(id);
  }
  return ids;
}
