import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Hands the already open database to routes; opening and closing it is the process's job (main.ts). */
async function database(app: FastifyInstance, options: { db: Database }) {
  app.decorate('db', options.db);
}

export const databasePlugin = fp(database, { name: 'database' });
