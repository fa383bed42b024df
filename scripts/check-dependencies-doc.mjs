#!/usr/bin/env node
// Fails when a direct dependency of any workspace is missing from docs/dependencies.md,
// so the document that explains why each package is there cannot fall behind.
import { readFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');

const rootManifest = JSON.parse(read('package.json'));
const manifests = ['package.json', ...rootManifest.workspaces.map((workspace) => `${workspace}/package.json`)];
const doc = read('docs/dependencies.md');

const missing = [];
for (const path of manifests) {
  const manifest = JSON.parse(read(path));
  const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  for (const name of names) {
    if (name.startsWith('@voyage/')) continue;
    if (!doc.includes(`\`${name}\``)) missing.push(`${name} (${path})`);
  }
}

if (missing.length > 0) {
  console.error(`docs/dependencies.md does not explain:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`docs/dependencies.md covers every direct dependency of ${manifests.length} manifests`);
