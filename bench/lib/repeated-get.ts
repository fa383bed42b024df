import { Agent, request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { TimeoutError } from './timeout.ts';

export type RepeatedGet = {
  samples: number;
  medianMs: number;
  /** The reply's body as it crossed the wire (compressed when the server compressed it). */
  wireBytes: number;
  contentEncoding: string;
  /** The last reply's body, decompressed. */
  body: Buffer;
};

type Reply = { ms: number; status: number; wire: Buffer; encoding: string };

const REQUEST_TIMEOUT_MS = 30_000;

function get(url: string, headers: Record<string, string>, agent: Agent): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const call = request(url, { headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          ms: performance.now() - started,
          status: response.statusCode ?? 0,
          wire: Buffer.concat(chunks),
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
        }),
      );
      response.on('error', reject);
    });
    call.setTimeout(REQUEST_TIMEOUT_MS, () =>
      call.destroy(new TimeoutError(`GET ${new URL(url).pathname} timed out after ${REQUEST_TIMEOUT_MS / 1000}s`)),
    );
    call.on('error', reject);
    call.end();
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * One GET after another on one kept-alive connection, as one member of staff opening a page: a few
 * discarded, then for about `seconds` (at least `minSamples`, at most `maxSamples`), timed to the last byte.
 * `accept-encoding` is sent as given, so `wireBytes` is what a browser asking the same way receives.
 */
export async function repeatedGet({
  url,
  headers,
  seconds,
  warmUp = 3,
  minSamples = 5,
  maxSamples = 200,
}: {
  url: string;
  headers: Record<string, string>;
  seconds: number;
  warmUp?: number;
  minSamples?: number;
  maxSamples?: number;
}): Promise<RepeatedGet> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const times: number[] = [];
    let last: Reply | undefined;
    const until = performance.now() + seconds * 1000;
    for (let index = 0; index < warmUp + maxSamples; index += 1) {
      if (index >= warmUp + minSamples && performance.now() > until) break;
      const reply = await get(url, headers, agent);
      if (reply.status !== 200)
        throw new Error(`GET ${new URL(url).pathname}: ${reply.status} ${reply.wire.toString('utf8', 0, 200)}`);
      if (index >= warmUp) times.push(reply.ms);
      last = reply;
    }
    if (!['identity', 'gzip'].includes(last!.encoding))
      throw new Error(`GET ${new URL(url).pathname}: answered in ${last!.encoding}, which was not asked for`);
    return {
      samples: times.length,
      medianMs: median(times),
      wireBytes: last!.wire.length,
      contentEncoding: last!.encoding,
      body: last!.encoding === 'gzip' ? gunzipSync(last!.wire) : last!.wire,
    };
  } finally {
    agent.destroy();
  }
}
