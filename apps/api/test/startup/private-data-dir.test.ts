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

    // No other user can list or enter any of it: whatever modes the embedded database gives its own files,
    // they lie inside a folder only the owner may enter.
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'pglite'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'files'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'auth-secret'))).toBe(0o600);
    const stored = fs.readdirSync(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true });
    expect(stored.filter((entry) => entry.isFile()).length).toBeGreaterThan(0);
    for (const entry of stored) {
      const full = path.join(entry.parentPath, entry.name);
      expect(modeOf(full) & 0o077, full).toBe(0);
    }
  }, 240_000);
});
