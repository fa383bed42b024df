// A plain Fastify serving fixed bytes: the floor a real route is compared against.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { announceReady } from '../lib/child.ts';

const bodyFile = process.env.BENCH_BODY_FILE;
const contentType = process.env.BENCH_CONTENT_TYPE ?? 'application/json; charset=utf-8';
const route = process.env.BENCH_ROUTE ?? '/';
if (!bodyFile) throw new Error('BENCH_BODY_FILE is required');

const body = readFileSync(bodyFile);
const app = Fastify({ logger: false });
app.get(route, (_request, reply) => reply.type(contentType).send(body));

const address = await app.listen({ host: '127.0.0.1', port: 0 });
announceReady({ url: `${address}${route}` });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
