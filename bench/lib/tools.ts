import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * The tools only the benchmarks use (Lighthouse, chrome-launcher, autocannon) live in `bench/tools`, its own
 * package with its own lockfile, which `npm run bench` installs first: the repository's `npm ci`, and so CI,
 * never downloads them. Their types are the parts the benchmarks use (`bench/tools.d.ts`).
 */
const fromTools = createRequire(new URL('../tools/package.json', import.meta.url));

type Tools = {
  lighthouse: typeof import('lighthouse');
  'chrome-launcher': typeof import('chrome-launcher');
  autocannon: typeof import('autocannon');
};

export async function benchTool<Name extends keyof Tools>(name: Name): Promise<Tools[Name]> {
  let entry: string;
  try {
    entry = fromTools.resolve(name);
  } catch {
    throw new Error(
      `${name} is not installed in bench/tools: \`npm run bench\` installs it (npm ci --prefix bench/tools)`,
    );
  }
  return (await import(pathToFileURL(entry).href)) as Tools[Name];
}
