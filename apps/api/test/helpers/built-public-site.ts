import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const WEB_ROOT = path.join(REPO_ROOT, 'apps/web');
const VITE = path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js');

/**
 * A web dist holding what the API needs for the public pages: the page template with its assets and the server
 * renderer, built from the web app's sources as `npm run build` builds them (the API never imports those sources).
 * The app's own index.html is a stand-in: these tests are about the pages the server renders.
 */
export function buildPublicSite(): { webDist: string; remove(): void } {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'voyage-public-site-'));
  const build = (...args: string[]) =>
    execFileSync(
      process.execPath,
      [VITE, 'build', '-c', 'vite.public-site.config.ts', '--logLevel', 'error', ...args],
      // As `npm run build` runs it: the test runner's NODE_ENV=test would give React's development JSX calls.
      { cwd: WEB_ROOT, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
  build('--outDir', webDist);
  build('--ssr', 'src/public-site/server.tsx', '--outDir', path.join(webDist, 'server'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Voyage</title><div id="root"></div>');
  return { webDist, remove: () => fs.rmSync(webDist, { recursive: true, force: true }) };
}
