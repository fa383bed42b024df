#!/usr/bin/env node
// Fails when a pointer into the product description (docs/product/) names a file or a heading that does
// not exist, when a relative link in a markdown file is broken, or when a reference to the old
// specification files (which a clone of this repository does not contain) is left in the tree.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const self = relative(root, fileURLToPath(import.meta.url));

const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'data', '.tmp', 'test-results', 'playwright-report']);
const TEXT_EXTENSIONS = /\.(?:ts|tsx|js|mjs|cjs|json|md|sh|yml|yaml|sql|html|css)$/;
/** Files without an extension that hold comments or titles worth checking. */
const EXTENSIONLESS = new Set(['.ci/run']);
// Built from parts so this file does not match itself.
const STALE = [`SPEC ${'\u00a7'}`, `SECURITY${'.md'}`];

function walk(dir, files = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(join(dir, entry.name), files);
      continue;
    }
    const path = relative(root, join(dir, entry.name)).split(sep).join('/');
    if (path === 'package-lock.json') continue;
    if (TEXT_EXTENSIONS.test(entry.name) || EXTENSIONLESS.has(path)) files.push(path);
  }
  return files;
}

/** GitHub's heading anchor: lower case, only letters, digits, spaces and hyphens kept, spaces to hyphens. */
export function slug(heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
}

const anchorCache = new Map();
/** Every anchor of a markdown file's headings, with GitHub's -1, -2 suffixes for repeated headings. */
function anchorsOf(path) {
  if (anchorCache.has(path)) return anchorCache.get(path);
  const anchors = new Set();
  const seen = new Map();
  let inFence = false;
  for (const line of readFileSync(join(root, path), 'utf8').split('\n')) {
    if (/^\s*(?:```|~~~)/.test(line)) inFence = !inFence;
    const heading = !inFence && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  anchorCache.set(path, anchors);
  return anchors;
}

/** What is wrong with a link to `target` (a path from the repository root) and `anchor`, or null. */
function problemWith(target, anchor) {
  if (!existsSync(join(root, target))) return `${target} does not exist`;
  if (anchor === undefined || anchor === '') return null;
  if (!target.endsWith('.md') || statSync(join(root, target)).isDirectory()) return null;
  return anchorsOf(target).has(anchor.toLowerCase()) ? null : `${target} has no heading #${anchor}`;
}

const files = walk(root).filter((path) => path !== self);
const problems = [];
let pointers = 0;
let relativeLinks = 0;

for (const file of files) {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    for (const stale of STALE) {
      if (line.includes(stale)) problems.push(`${where}: "${stale}" points at a file this repository does not have`);
    }
    // `docs/product/x.md` and `docs/product/x.md#anchor`, as comments and documents write them.
    for (const match of line.matchAll(/(?<![\w./-])docs\/product\/([\w.-]+\.md)(?:#([\p{L}\p{N}_-]+))?/gu)) {
      pointers += 1;
      const problem = problemWith(`docs/product/${match[1]}`, match[2]);
      if (problem) problems.push(`${where}: ${problem}`);
    }
    // Relative links of markdown files: `[text](../api.md#anchor)`, `[text](screens.md)`, `[text](#anchor)`.
    if (!file.endsWith('.md')) return;
    for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const link = match[1];
      if (/^[a-z][a-z+.-]*:/i.test(link) || link.startsWith('/')) continue;
      const [path, anchor] = link.split('#');
      const target =
        path === ''
          ? file
          : relative(root, resolve(root, dirname(file), path))
              .split(sep)
              .join('/');
      relativeLinks += 1;
      const problem = problemWith(target, anchor);
      if (problem) problems.push(`${where}: ${link}: ${problem}`);
    }
  });
}

if (problems.length > 0) {
  console.error(`Documentation links:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `docs/product links hold: ${pointers} pointers and ${relativeLinks} relative markdown links in ${files.length} files`,
);
