import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { AdminCredentials } from './seed-admin.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@voyage.local';

function readSaved(file: string): Partial<AdminCredentials> {
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<AdminCredentials>;
    return typeof saved.email === 'string' && typeof saved.password === 'string' ? saved : {};
  } catch {
    return {};
  }
}

/**
 * The admin's e-mail and password: ADMIN_EMAIL / ADMIN_PASSWORD when set; otherwise the default e-mail
 * and a password generated once and kept in DATA_DIR/demo-admin.json (0600), so every start can print it.
 */
export function resolveAdminCredentials(
  config: Pick<Config, 'adminEmail' | 'adminPassword' | 'dataDir'>,
): AdminCredentials {
  const email = config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  if (config.adminPassword) return { email, password: config.adminPassword };

  const file = path.join(config.dataDir, 'demo-admin.json');
  const saved = readSaved(file);
  if (saved.email === email && saved.password) return { email, password: saved.password };

  const credentials = { email, password: randomBytes(12).toString('base64url') };
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return credentials;
}
