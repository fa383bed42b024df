import type autocannon from 'autocannon';
import type { Client } from 'autocannon';
import { benchTool } from './tools.ts';

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Requests that timed out in a first measured run, which was then run once again (these figures). */
  retriedAfterTimeouts?: number;
};

export type LoadOptions = {
  url: string;
  method?: 'GET' | 'PUT' | 'POST';
  headers?: Record<string, string>;
  /** Added to `headers` connection by connection, in turn: each connection a browser of its own. */
  headersPerConnection?: Record<string, string>[];
  /** Sent unchanged with every request (autocannon sets its Content-Length). */
  body?: string | Buffer;
  connections?: number;
  seconds: number;
  warmUpSeconds: number;
  /** The pause after the warm-up (3 s): what the server still does for the requests it cut off. */
  settleMs?: number;
};

const CONNECTIONS = 10;
const SETTLE_MS = 3_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A warm-up run (discarded), a pause for the server to settle, then the measured run, both with the same
 * connections. A measured run in which requests timed out is run once more after another pause, and says so.
 */
export async function measureLoad({
  url,
  method = 'GET',
  headers = {},
  headersPerConnection,
  body,
  connections = CONNECTIONS,
  seconds,
  warmUpSeconds,
  settleMs = SETTLE_MS,
}: LoadOptions): Promise<LoadResult> {
  const settle = () => pause(settleMs);
  const { default: autocannon } = await benchTool('autocannon');
  const request = { url, method, headers, connections, ...(body === undefined ? {} : { body }) };
  const autocannonRun = (duration: number) =>
    autocannon({
      ...request,
      duration,
      setupClient: headersPerConnection && connectionHeaders(headers, headersPerConnection),
    });
  if (warmUpSeconds > 0) {
    await autocannonRun(warmUpSeconds);
    // The warm-up ends by cutting its requests off; what the server still does for them (an upload being
    // re-encoded holds its registration's upload slot) must not be measured as the next run's refusals.
    await settle();
  }
  const first = await autocannonRun(seconds);
  if (first.timeouts === 0) return figures(first);
  await settle();
  return { ...figures(await autocannonRun(seconds)), retriedAfterTimeouts: first.timeouts };
}

function connectionHeaders(shared: Record<string, string>, perConnection: Record<string, string>[]) {
  let next = 0;
  return (client: Client) => client.setHeaders({ ...shared, ...perConnection[next++ % perConnection.length] });
}

function figures(result: Awaited<ReturnType<typeof autocannon>>): LoadResult {
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
