#!/usr/bin/env node
// Fails when package-lock.json resolves a package below the minimum versions of
// docs/product/security.md#minimum-dependency-versions.
// There is no working `npm audit` here, so this is the line we hold on known advisories.
import { readFileSync } from 'node:fs';

const RULES = [
  { name: 'fastify', check: (v) => atLeast(v, '5.12.1'), want: '>= 5.12.1', required: true },
  { name: '@fastify/multipart', check: (v) => atLeast(v, '10.0.0'), want: '>= 10.0.0', required: false },
  { name: 'better-auth', check: (v) => v === '1.7.7', want: '= 1.7.7 (pinned)', required: true },
];

const parse = (version) => version.split(/[.+-]/).slice(0, 3).map(Number);

function atLeast(version, minimum) {
  const [a, b] = [parse(version), parse(minimum)];
  for (let i = 0; i < 3; i += 1) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const failures = [];

for (const rule of RULES) {
  // Every copy counts: a nested node_modules can hold an older version than the hoisted one.
  const copies = Object.entries(lock.packages ?? {})
    .filter(([path]) => path === `node_modules/${rule.name}` || path.endsWith(`/node_modules/${rule.name}`))
    .map(([path, entry]) => ({ path, version: entry.version }));
  if (copies.length === 0 && rule.required) failures.push(`${rule.name}: not in package-lock.json`);
  for (const { path, version } of copies) {
    const ok = typeof version === 'string' && rule.check(version);
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${rule.name} ${version} (${path}) wants ${rule.want}`);
    if (!ok) failures.push(`${rule.name} ${version} at ${path}: wants ${rule.want}`);
  }
}

if (failures.length > 0) {
  console.error(`\nLockfile minimum versions not met:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
