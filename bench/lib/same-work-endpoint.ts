// What the same-work product server hands its baseline: per endpoint, the statements one request sent and
// the reply the product made of them.
import type { Captured } from './statement-replay.ts';

export type SameWorkEndpoint = {
  name: string;
  /** Path and query, on the product's address. */
  path: string;
  contentType: string;
  /** The product's reply, uncompressed. */
  bodyFile: string;
  statements: Captured[];
};

export type SameWorkApiInfo = {
  baseUrl: string;
  cookie: string;
  pid: number;
  travellers: number;
  /** A JSON array of `SameWorkEndpoint`. */
  endpointsFile: string;
  /** On PGlite: the product's database as PGlite's dumpDataDir wrote it, for the baseline's copy. */
  pgliteDump?: string;
};

export type SameWorkBaselineInfo = { baseUrl: string; pid: number };

/** The baseline's route for the endpoint at `index`. */
export const baselinePath = (index: number) => `/same-work/${index}`;

/** The statements in the order sent, each group of statements sent side by side together. */
export function groupsOf(statements: readonly Captured[]): Captured[][] {
  const groups: Captured[][] = [];
  for (const statement of statements) {
    const last = groups.at(-1);
    if (last && last[0]!.group === statement.group) last.push(statement);
    else groups.push([statement]);
  }
  return groups;
}
