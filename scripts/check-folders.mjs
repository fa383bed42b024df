#!/usr/bin/env node
// The house rules of the tree (docs/architecture.md#every-folder): docs/architecture.md names every folder of
// both apps, no folder under apps/ holds more than 30 files directly, no source file passes 300 lines and no
// test file 400 (the route × role table excepted). `--write` rewrites the folder list from the tree.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DOC = join(root, 'docs/architecture.md');
const START = '<!-- folders:start -->';
const END = '<!-- folders:end -->';
const TREES = ['apps/api/src', 'apps/api/test', 'apps/web/src'];
const SKIPPED = new Set(['node_modules', 'dist', '.tmp', 'data', 'test-results', 'playwright-report']);
const SOURCE = /\.(?:ts|tsx|js|mjs)$/;
const TEST = /\.(?:test|spec)\.(?:ts|tsx)$|\/test\/|^e2e\//;
const MAX_FILES = 30;
const MAX_SOURCE_LINES = 300;
const MAX_TEST_LINES = 400;
const LONG_TEST_ALLOWED = new Set([]);

const posix = (path) => relative(root, path).split(sep).join('/');

function folders(dir, found = []) {
  found.push(posix(dir));
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && !SKIPPED.has(entry.name)) folders(join(dir, entry.name), found);
  }
  return found;
}

/** The generated list: each folder with its subfolders, one line per folder that has any. */
function folderList() {
  const lines = [];
  for (const tree of TREES) {
    for (const folder of folders(join(root, tree))) {
      const children = readdirSync(join(root, folder), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !SKIPPED.has(entry.name))
        .map((entry) => `\`${entry.name}/\``)
        .sort();
      if (children.length > 0) lines.push(`- \`${folder}/\`: ${children.join(', ')}`);
    }
  }
  return lines.join('\n');
}

const problems = [];
const doc = readFileSync(DOC, 'utf8');
const [before, rest] = doc.split(START);
if (rest === undefined || !rest.includes(END)) {
  problems.push(`docs/architecture.md has no ${START} … ${END} list of folders`);
} else {
  const after = rest.slice(rest.indexOf(END));
  const expected = `${before}${START}\n\n${folderList()}\n\n${after}`;
  if (process.argv.includes('--write')) writeFileSync(DOC, expected);
  else if (expected !== doc) {
    problems.push(
      'docs/architecture.md does not name every folder as the tree has them: run node scripts/check-folders.mjs --write',
    );
  }
}

function walk(dir) {
  const entries = readdirSync(dir, { withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const path = posix(dir);
  if (path.startsWith('apps/') && files.filter((entry) => SOURCE.test(entry.name)).length > MAX_FILES) {
    problems.push(`${path} holds more than ${MAX_FILES} files directly`);
  }
  for (const entry of files) {
    if (!SOURCE.test(entry.name)) continue;
    const file = `${path}/${entry.name}`;
    const lines = readFileSync(join(dir, entry.name), 'utf8').split('\n').length - 1;
    const limit = TEST.test(file) ? MAX_TEST_LINES : MAX_SOURCE_LINES;
    if (lines > limit && !LONG_TEST_ALLOWED.has(file)) problems.push(`${file} has ${lines} lines (at most ${limit})`);
  }
  for (const entry of entries) {
    if (entry.isDirectory() && !SKIPPED.has(entry.name)) walk(join(dir, entry.name));
  }
}
for (const top of ['apps', 'packages', 'e2e', 'bench', 'scripts']) walk(join(root, top));

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('folders and file sizes hold');
