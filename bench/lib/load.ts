import autocannon from 'autocannon';

export type LoadResult = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number };

export type LoadOptions = { url: string; headers?: Record<string, string>; seconds: number; warmUpSeconds: number };

const CONNECTIONS = 10;

/** A warm-up run (discarded), then the measured run, both with the same connections. */
export async function measureLoad({ url, headers = {}, seconds, warmUpSeconds }: LoadOptions): Promise<LoadResult> {
  if (warmUpSeconds > 0) await autocannon({ url, headers, connections: CONNECTIONS, duration: warmUpSeconds });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
