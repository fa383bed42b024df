// The part of autocannon's API the benchmarks use (the package ships no types).
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
