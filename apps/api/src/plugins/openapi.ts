import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document of every route (from the domain's zod schemas), browsable at /api/docs. */
async function openapi(app: FastifyInstance, options: { publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Voyage API',
        description: 'School trip registration and management. Errors are `{ code, message, fieldErrors? }`.',
        version: '1.0.0',
      },
      servers: [{ url: options.publicUrl }],
      tags: [
        { name: 'trips', description: 'Public trip information' },
        { name: 'auth', description: 'Session' },
        { name: 'admin', description: 'Staff only: needs a signed-in admin' },
      ],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

export const openapiPlugin = fp(openapi, { name: 'openapi' });
