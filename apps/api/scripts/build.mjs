#!/usr/bin/env node
// `npm run build -w @voyage/api`: the API as JavaScript, so `npm start` runs `node` and not a TypeScript loader
// (docs/decisions/028-api-bundled-for-start.md). One ESM file per entry in apps/api/dist, with its source map:
// the API's own code and @voyage/domain (TypeScript sources) bundled; every other package stays in
// node_modules, loaded by Node as it is (native addons, wasm and the files packages read beside themselves).
// Type-checking stays with `tsc -b`; esbuild only strips the types.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(apiRoot, 'dist');

/** Bare imports (packages) stay outside the bundle, except the workspace's own TypeScript packages. */
const packagesOutside = {
  name: 'packages-outside',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@voyage/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: apiRoot,
  // The server, and the PDF worker it starts in a thread of its own (files/rewrite-pdf.ts).
  entryPoints: { main: 'src/main.ts', 'rewrite-pdf-worker': 'src/files/rewrite-pdf-worker.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Stack traces need the lines, not the sources' text: a smaller map is read faster at start.
  sourcesContent: false,
  // Stack traces read the TypeScript through the map (node --enable-source-maps): names kept as written.
  keepNames: true,
  plugins: [packagesOutside],
  logLevel: 'warning',
});
