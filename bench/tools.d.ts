// The parts of the bench tools' APIs the benchmarks use (bench/lib/tools.ts loads them from bench/tools,
// which the repository's npm ci does not install; autocannon ships no types of its own).
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string | Buffer;
    /** Called with each connection's client before its first request. */
    setupClient?: (client: Client) => void;
  };
  type Client = { setHeaders: (headers: Record<string, string>) => void };
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number };
  type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  function autocannon(options: Options): Promise<Result>;
  export type { Client };
  export default autocannon;
}

declare module 'lighthouse' {
  type Audit = { numericValue?: number; details?: unknown };
  type Flags = { port: number; output: 'json'; logLevel: 'error' | 'info' | 'silent'; onlyCategories: string[] };
  type RunnerResult = {
    lhr: {
      runtimeError?: { code: string; message: string };
      audits: Record<string, Audit | undefined>;
      categories: Record<string, { score: number | null } | undefined>;
    };
  };
  function lighthouse(url: string, flags: Flags): Promise<RunnerResult | undefined>;
  export default lighthouse;
}

declare module 'chrome-launcher' {
  type LaunchedChrome = { port: number; kill(): void | Promise<void> };
  export function launch(options: { chromePath?: string; chromeFlags?: string[] }): Promise<LaunchedChrome>;
}
