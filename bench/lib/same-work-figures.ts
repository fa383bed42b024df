// What a same-work run is asked (bench/README.md#same-work-baselines) and the figures it gives.
import type { Backend } from './backend.ts';
import type { LoadResult } from './load.ts';

export type SameWorkSettings = {
  seconds: number;
  warmUpSeconds: number;
  pairs: number;
  travellers: number;
  connections: number[];
  /** BENCH_SAME_WORK_ONLY: words of the endpoints' names to measure (`students,erasure`); empty for all. */
  only: string[];
};

export type Spread = { median: number; min: number; max: number; runs: number[] };
export type Side = { requestsPerSecond: Spread; p99Ms: Spread; errors: number };
export type SameWorkRun = {
  connections: number;
  voyage: Side;
  baseline: Side;
  /** voyage / baseline of the requests per second's medians: the target is at least 0.8. */
  requestsRatio: number;
  /** voyage / baseline of the p99 latencies' medians: the target is at most 2. */
  p99Ratio: number;
  /** The bare route sending the product's reply as a fixed buffer (servers/bare-server.ts): one run. */
  floor: LoadResult;
};
export type SameWorkEndpointFigures = {
  name: string;
  bytes: number;
  statements: number;
  groups: number;
  runs: SameWorkRun[];
  loadBefore: string;
  loadAfter: string;
};
export type SameWorkFigures = {
  backend: Backend['name'];
  travellers: number;
  settings: SameWorkSettings;
  endpoints: SameWorkEndpointFigures[];
  failures: string[];
};

export function sameWorkSettings(env: NodeJS.ProcessEnv = process.env): SameWorkSettings {
  return {
    seconds: Number(env.BENCH_SECONDS ?? 10),
    warmUpSeconds: Number(env.BENCH_WARMUP_SECONDS ?? 2),
    pairs: Number(env.BENCH_SAME_WORK_PAIRS ?? 3),
    travellers: Number(env.BENCH_SAME_WORK_TRAVELLERS ?? 2000),
    connections: [10, 1],
    only: (env.BENCH_SAME_WORK_ONLY ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  };
}

/** Whether an endpoint is one of BENCH_SAME_WORK_ONLY's (words of its name), or every one when unset. */
export const isChosen = (settings: Pick<SameWorkSettings, 'only'>, name: string) =>
  settings.only.length === 0 || settings.only.some((word) => name.toLowerCase().includes(word));
