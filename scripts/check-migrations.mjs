#!/usr/bin/env node
// Fails when apps/api/src/db/schema has changes no migration in apps/api/drizzle carries: drizzle-kit
// generates into a copy of the migrations folder, and any new file there is a migration someone forgot.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const api = path.resolve(import.meta.dirname, '../apps/api');
const migrations = path.join(api, 'drizzle');
const copy = mkdtempSync(path.join(tmpdir(), 'voyage-migrations-'));

try {
  cpSync(migrations, copy, { recursive: true });
  const before = new Set(readdirSync(copy));
  // drizzle-kit reads `out` relative to the config's folder, so the copy is named from there.
  const out = path.relative(api, copy);
  const output = execFileSync(
    'npx',
    ['drizzle-kit', 'generate', '--dialect=postgresql', '--schema=./src/db/schema/index.ts', `--out=${out}`],
    { cwd: api, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const added = readdirSync(copy).filter((name) => !before.has(name));
  if (added.length === 0 && !output.includes('No schema changes')) {
    console.error(`drizzle-kit could not compare the schema with the migrations:\n${output}`);
    process.exit(1);
  }
  if (added.length > 0) {
    console.error(
      `The schema in apps/api/src/db/schema differs from the migrations: drizzle-kit would write ${added.join(', ')}.\n` +
        'Run `npm run db:generate` and commit the new migration.',
    );
    process.exit(1);
  }
  console.log(`apps/api/drizzle carries every change of the schema (${before.size - 1} migrations)`);
} finally {
  rmSync(copy, { recursive: true, force: true });
}
