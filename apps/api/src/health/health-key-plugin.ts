import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The key sealing the health records' free texts (docs/product/security.md#health-data). */
    healthDataKey: Buffer;
  }
}

async function healthKey(app: FastifyInstance, options: { key: Buffer }) {
  app.decorate('healthDataKey', options.key);
}

export const healthKeyPlugin = fp(healthKey, { name: 'health-key' });
