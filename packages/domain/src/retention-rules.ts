import type { LocalizedText } from './localized-text.ts';

/**
 * The shape of the retention policy (docs/product/data-rights.md#retention-policy): every table's columns and
 * every kind of stored file, how long each is kept, how it is purged, and whether a family can have it erased.
 * The policy itself is `retention-policy.ts`; the public data-retention page draws it, the retention job
 * purges by it, and a test fails when the database holds a column or a file kind it does not list.
 */

/** How long something is kept. */
export type RetentionPeriod =
  /** Until a number of days after the trip's return date; `idRetentionDays` is the trip's own setting. */
  | { kind: 'after-trip'; days: number | 'idRetentionDays' }
  /** Until a number of days after the time in one of the row's columns. */
  | { kind: 'after-time'; column: string; days: number }
  /** Until the family has it erased or staff erase it. */
  | { kind: 'until-erasure' }
  /** As long as the account exists. */
  | { kind: 'while-account' }
  /** As long as a record points at it (a file with its document, receipt or draft). */
  | { kind: 'while-referenced' }
  /** With the trip's own records, until staff delete them: trip content, schools, departures. */
  | { kind: 'with-trip' }
  /** For good, unchangeable: the audit log, which names no child. */
  | { kind: 'for-good' };

/**
 * What happens at the end of the period: the rows are deleted, the columns emptied (`blank`), the record
 * kept in a smaller form that names nobody (`reduce`, such as a payment kept as an accounting line), or
 * nothing (`none`: kept for good).
 */
export type RetentionPurge = 'delete' | 'blank' | 'reduce' | 'none';

/** Who carries the purge out: the retention job (the default) or the file sweeper. */
export type RetentionPurger = 'retention-job' | 'file-sweeper';

export type RetentionRule = {
  /** Stable name; the retention job finds its trip rules by it. */
  id: string;
  table: string;
  /** The columns this rule keeps; none for a rule on whole rows another rule lists the columns of. */
  columns: readonly string[];
  /** What it holds, in words a family reads. */
  holds: LocalizedText;
  kept: RetentionPeriod;
  purge: RetentionPurge;
  /** The family can have it erased before its time (docs/product/data-rights.md#erasure). */
  erasable: boolean;
  purgedBy?: RetentionPurger;
};

/** A kind of stored file: the column that points at it, and the rule that keeps the record it belongs to. */
export type StoredFileKind = {
  kind: string;
  /** `table.column` holding the `files` row's id. */
  column: string;
  /** For `documents.file_id`, the document type this kind is. */
  documentType?: string;
  rule: string;
  holds: LocalizedText;
};

export type RetentionPolicy = { rules: readonly RetentionRule[]; files: readonly StoredFileKind[] };

/** `names('a b c')`: a list of column names written as words. */
export const names = (list: string): readonly string[] => list.trim().split(/\s+/);

export const UNTIL_ERASURE: RetentionPeriod = { kind: 'until-erasure' };
export const WHILE_ACCOUNT: RetentionPeriod = { kind: 'while-account' };
export const WHILE_REFERENCED: RetentionPeriod = { kind: 'while-referenced' };
export const WITH_TRIP: RetentionPeriod = { kind: 'with-trip' };
export const FOR_GOOD: RetentionPeriod = { kind: 'for-good' };
export const afterTrip = (days: number | 'idRetentionDays'): RetentionPeriod => ({ kind: 'after-trip', days });
export const afterTime = (column: string, days: number): RetentionPeriod => ({ kind: 'after-time', column, days });

/** One rule written as a row of the policy; `columns` as words (`names`), empty for a rule on whole rows. */
export function rule(
  id: string,
  table: string,
  kept: RetentionPeriod,
  purge: RetentionPurge,
  erasable: boolean,
  [el, en]: readonly [string, string],
  columns: string,
  purgedBy?: RetentionPurger,
): RetentionRule {
  return {
    id,
    table,
    columns: columns.trim() ? names(columns) : [],
    holds: { el, en },
    kept,
    purge,
    erasable,
    ...(purgedBy ? { purgedBy } : {}),
  };
}

/** One kind of stored file written as a row of the policy. */
export function fileKind(
  kind: string,
  column: string,
  rule: string,
  [el, en]: readonly [string, string],
  documentType?: string,
): StoredFileKind {
  return { kind, column, ...(documentType ? { documentType } : {}), rule, holds: { el, en } };
}

/** `table.column` for every column some rule lists. */
export function listedColumns(policy: RetentionPolicy): Set<string> {
  return new Set(policy.rules.flatMap((rule) => rule.columns.map((column) => `${rule.table}.${column}`)));
}

/**
 * What the database holds and the policy does not list (`unlisted`), and what the policy lists that the
 * database does not hold (`unknown`), both as `table.column`.
 */
export function compareColumns(
  policy: RetentionPolicy,
  databaseColumns: Iterable<string>,
): { unlisted: string[]; unknown: string[] } {
  const listed = listedColumns(policy);
  const present = new Set(databaseColumns);
  const ruled = policy.rules.flatMap((rule) =>
    rule.kept.kind === 'after-time' ? [`${rule.table}.${rule.kept.column}`] : [],
  );
  return {
    unlisted: [...present].filter((column) => !listed.has(column)).sort(),
    unknown: [...new Set([...listed, ...ruled])].filter((column) => !present.has(column)).sort(),
  };
}

export function retentionRule(policy: RetentionPolicy, id: string): RetentionRule {
  const rule = policy.rules.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`The retention policy has no rule ${id}`);
  return rule;
}

/** The days after the trip's return a trip rule keeps its data, for one trip. */
export function daysAfterTrip(rule: RetentionRule, trip: { idRetentionDays: number }): number {
  if (rule.kept.kind !== 'after-trip') throw new Error(`Rule ${rule.id} is not kept after the trip`);
  return rule.kept.days === 'idRetentionDays' ? trip.idRetentionDays : rule.kept.days;
}
