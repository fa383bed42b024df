import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiProcesses } from '../helpers/api-process.ts';

/**
 * The data directory holds the embedded database, the uploaded passports and the signing secret: no other user
 * of the machine may list or read any of it, whether made by this start or left 0755 by an older version.
 */
const apis = apiProcesses('private-data-dir');

const modeOf = (target: string) => fs.statSync(target).mode & 0o777;

describe('start-up on a data directory', () => {
  it('makes the data directory, its database and its secrets private to the product', async () => {
    const dataDir = path.join(apis.tempDir(), 'data');
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    const api = await apis.start(dataDir);
    await apis.untilServing(api);

    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'pglite'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'auth-secret'))).toBe(0o600);
    // Whatever the embedded database wrote, nobody but the owner can read it.
    const written = fs.readdirSync(path.join(dataDir, 'pglite'), { recursive: true, withFileTypes: true });
    expect(written.length).toBeGreaterThan(10);
    for (const entry of written) {
      const full = path.join(entry.parentPath, entry.name);
      expect(modeOf(full) & 0o077, full).toBe(0);
    }
  }, 240_000);
});
