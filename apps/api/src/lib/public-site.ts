import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicSiteRenderer } from '@voyage/domain';

/** The web app's built server renderer of the public pages, with its page template. */
export type PublicSite = {
  renderer: PublicSiteRenderer;
  template: string;
  /** CSP sources (`'sha256-…'`) of the pages' inline script. */
  scriptSources: string[];
};

const RENDERER_FILE = path.join('server', 'public-site.js');
const TEMPLATE_FILE = 'public-site.html';

function isRenderer(value: unknown): value is PublicSiteRenderer {
  const candidate = value as Partial<PublicSiteRenderer> | undefined;
  return typeof candidate?.renderPublicPage === 'function' && typeof candidate.headScript === 'string';
}

/**
 * Loads the renderer the web build wrote into `webDist` (docs/decisions/014-public-pages-rendered-on-the-server.md):
 * null when the web app is not built, or built without it, and the app's `index.html` then serves every page.
 */
export async function loadPublicSite(webDist: string): Promise<PublicSite | null> {
  const rendererFile = path.join(webDist, RENDERER_FILE);
  const templateFile = path.join(webDist, TEMPLATE_FILE);
  if (!fs.existsSync(rendererFile) || !fs.existsSync(templateFile)) return null;
  const module = (await import(pathToFileURL(rendererFile).href)) as { renderer?: unknown };
  if (!isRenderer(module.renderer)) throw new Error(`${rendererFile} exports no public page renderer`);
  const digest = createHash('sha256').update(module.renderer.headScript).digest('base64');
  return {
    renderer: module.renderer,
    template: fs.readFileSync(templateFile, 'utf8'),
    scriptSources: [`'sha256-${digest}'`],
  };
}
