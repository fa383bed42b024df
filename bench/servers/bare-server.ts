// A plain Fastify serving fixed bytes: the floor a real route is compared against. With BENCH_METHOD
// PUT or POST it first reads the request body the way the cheapest route would: JSON parsed, a
// multipart upload taken whole as a buffer (nothing split, decoded or stored).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { announceReady } from '../lib/child.ts';

const METHODS = ['GET', 'PUT', 'POST'] as const;
const UPLOAD_LIMIT = 20 * 1024 * 1024;

const bodyFile = process.env.BENCH_BODY_FILE;
const contentType = process.env.BENCH_CONTENT_TYPE ?? 'application/json; charset=utf-8';
const route = process.env.BENCH_ROUTE ?? '/';
const method = process.env.BENCH_METHOD ?? 'GET';
if (!bodyFile) throw new Error('BENCH_BODY_FILE is required');
if (!(METHODS as readonly string[]).includes(method))
  throw new Error(`BENCH_METHOD must be one of ${METHODS.join(', ')}`);

const body = readFileSync(bodyFile);
const app = Fastify({ logger: false });
app.addContentTypeParser(
  'multipart/form-data',
  { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT },
  (_request, payload, done) => done(null, payload),
);
app.route({
  method: method as (typeof METHODS)[number],
  url: route,
  handler: (_request, reply) => reply.type(contentType).send(body),
});

const address = await app.listen({ host: '127.0.0.1', port: 0 });
announceReady({ url: `${address}${route}` });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
