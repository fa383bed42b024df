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

/** The escorts' trip-day page (docs/product/trip-day.md): `/trip-day` and every path under it. */
function isTripDayPath(url: string): boolean {
  const pathName = url.split('?', 1)[0]!;
  return pathName === '/trip-day' || pathName.startsWith('/trip-day/');
}

/**
 * The built SPA on the API's own origin. Hashed files under /assets/ are cached for a year; every other
 * file (the trip-day service worker `/trip-day-sw.js` among them) and the HTML pages are revalidated every
 * time so a deploy is picked up at once. Any other GET outside /api that is not a file (nor a public page
 * the server renders, trips/routes/public-pages.ts) gets an HTML page and its router takes over: the
 * trip-day page (trip-day.html) under /trip-day, index.html elsewhere.
 */
async function webApp(app: FastifyInstance, options: { webDist: string }) {
  const indexFile = path.join(options.webDist, 'index.html');
  const isBuilt = fs.existsSync(indexFile);
  const hasTripDayPage = fs.existsSync(path.join(options.webDist, 'trip-day.html'));

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
    const page = hasTripDayPage && isTripDayPath(request.url) ? 'trip-day.html' : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
}

export const webAppPlugin = fp(webApp, { name: 'web-app' });
