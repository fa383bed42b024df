import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * AUTH_SECRET when set; otherwise one generated on first start and kept in DATA_DIR/auth-secret
 * (mode 0600), so sessions survive restarts without any configuration.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret; delete it to generate a new one.`);
  return secret;
}
