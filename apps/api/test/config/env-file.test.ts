import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFile } from '../../src/config/env-file.ts';

const NAMES = ['VOYAGE_ENV_FILE_ONLY', 'VOYAGE_ENV_BOTH'] as const;

describe('loadEnvFile', () => {
  afterEach(() => {
    for (const name of NAMES) delete process.env[name];
  });

  it('fills the environment from the file, and a variable already set keeps its value', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'voyage-env-')), '.env');
    writeFileSync(file, 'VOYAGE_ENV_FILE_ONLY=from-file\nVOYAGE_ENV_BOTH=from-file\n');
    process.env.VOYAGE_ENV_BOTH = 'from-environment';

    expect(loadEnvFile(file)).toBe(true);

    expect(process.env.VOYAGE_ENV_FILE_ONLY).toBe('from-file');
    expect(process.env.VOYAGE_ENV_BOTH).toBe('from-environment');
  });

  it('does nothing without a file', () => {
    expect(loadEnvFile(path.join(tmpdir(), 'voyage-no-such-dir', '.env'))).toBe(false);
    expect(process.env.VOYAGE_ENV_FILE_ONLY).toBeUndefined();
  });
});
