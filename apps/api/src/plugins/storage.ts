import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FileStorage } from '../storage/file-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** Hands routes the file store; the bytes of uploads and documents are read and written only through it. */
async function storage(app: FastifyInstance, options: { storage: FileStorage }) {
  app.decorate('storage', options.storage);
}

export const storagePlugin = fp(storage, { name: 'storage' });
