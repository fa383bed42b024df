#!/usr/bin/env node
// Writes Brotli and gzip twins of the built text files, once at build time, so the API serves them
// pre-compressed (@fastify/static `preCompressed`) at no CPU cost per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;
// Read by the API from disk, never sent as they are: the server renderer and the public pages' template.
const NOT_SERVED = new Set(['server', 'public-site.html']);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (dir === dist && NOT_SERVED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name) && statSync(full).size >= MIN_BYTES) yield full;
  }
}

let count = 0;
for (const file of files(dist)) {
  const source = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  count += 1;
}
console.log(`pre-compressed ${count} files in ${path.relative(process.cwd(), dist) || dist}`);
