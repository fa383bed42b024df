import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from './errors.ts';
import { isApiPath } from './no-store.ts';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Voyage</title></head>
<body><p>The web app has not been built yet. Run <code>npm run build</code>, then reload this page.</p>
<p>The API is running: see <a href="/api/docs">/api/docs</a>.</p></body></html>
`;

/**
 * The built SPA on the API's own origin. Hashed files under /assets/ are cached for a year;
 * index.html is revalidated every time so a deploy is picked up at once. Any other GET outside
 * /api that is not a file (nor a public page the server renders, trips/routes/public-pages.ts) gets
 * index.html and the SPA's router takes over.
 */
async function webApp(app: FastifyInstance, options: { webDist: string }) {
  const indexFile = path.join(options.webDist, 'index.html');
  const isBuilt = fs.existsSync(indexFile);

  if (isBuilt) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      // The build writes .br and .gz twins (apps/web/scripts/precompress.mjs); clients get the smallest they accept.
      preCompressed: true,
      // The public pages' template and server renderer are read by the API (trips/routes/public-pages.ts), not sent.
      allowedPath: (pathName) => pathName !== '/public-site.html' && !pathName.startsWith('/server/'),
      cacheControl: false,
      setHeaders(res, filePath) {
        const isAsset = path.relative(options.webDist, filePath).startsWith(`assets${path.sep}`);
        res.header('cache-control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (!isPage || request.url.startsWith('/assets/')) return sendNotFound(request, reply);
    if (!isBuilt)
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(NOT_BUILT_PAGE);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

export const webAppPlugin = fp(webApp, { name: 'web-app' });
