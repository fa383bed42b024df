import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminSignInLine, resolveAdminCredentials } from '../../src/db/seed/demo-admin.ts';

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'voyage-admin-'));

describe('the admin sign-in printed at start-up', () => {
  it('prints a generated password only at the start that generated it, and says where it is kept', () => {
    const config = { adminEmail: undefined, adminPassword: undefined, dataDir: dataDir() };
    const first = resolveAdminCredentials(config);
    const firstLine = adminSignInLine(first);
    expect(firstLine).toContain(first.password);
    expect(firstLine).toContain(path.join(config.dataDir, 'demo-admin.json'));

    const second = resolveAdminCredentials(config);
    expect(second.password).toBe(first.password);
    const secondLine = adminSignInLine(second);
    expect(secondLine).not.toContain(first.password);
    expect(secondLine).toContain('admin@voyage.local');
    expect(secondLine).toContain(path.join(config.dataDir, 'demo-admin.json'));
  });

  it('never prints a password set by ADMIN_PASSWORD', () => {
    const config = { adminEmail: 'staff@example.org', adminPassword: 'a password set by hand', dataDir: dataDir() };
    const line = adminSignInLine(resolveAdminCredentials(config));
    expect(line).not.toContain('a password set by hand');
    expect(line).toContain('staff@example.org');
    expect(line).toContain('ADMIN_PASSWORD');
  });
});
