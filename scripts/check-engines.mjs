#!/usr/bin/env node
// Fails when a package the lockfile installs asks for a newer Node than the one the README names (package.json
// `engines.node`, `.nvmrc`): `npm ci` would warn about it on a supported machine, and the package may not run there.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const root = new URL('../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');

const supported = semver.minVersion(JSON.parse(read('package.json')).engines.node).version;
const lock = JSON.parse(read('package-lock.json'));

const refused = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  const wanted = entry.engines?.node;
  if (typeof wanted !== 'string' || path === '') continue;
  if (!semver.satisfies(supported, wanted, { includePrerelease: true })) refused.push(`${path} (node ${wanted})`);
}

if (refused.length > 0) {
  console.error(`these packages need a newer Node than ${supported}:\n  ${refused.join('\n  ')}`);
  process.exit(1);
}
console.log(`every package of the lockfile runs on Node ${supported}`);
