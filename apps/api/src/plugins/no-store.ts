import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * API answers hold personal data: no browser or proxy may keep a copy
 * (docs/product/security.md#no-caching-of-personal-data).
 */
async function noStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
}

export const noStorePlugin = fp(noStore, { name: 'no-store' });
