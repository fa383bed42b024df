import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** AES-256 takes a 32-byte key. */
const KEY_BYTES = 32;
export const HEALTH_DATA_KEY_FILE = 'health-data-key';

function decode(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === KEY_BYTES ? key : undefined;
}

/** True for the base64 of exactly 32 bytes: what HEALTH_DATA_KEY must be. */
export function isHealthDataKeyText(text: string): boolean {
  return decode(text) !== undefined;
}

/**
 * The key encrypting the health records' free texts (docs/product/security.md#health-data): HEALTH_DATA_KEY when
 * set, otherwise one generated on first start and kept in DATA_DIR/health-data-key (mode 0600), as the auth
 * secret is. A backup never carries it.
 */
export function resolveHealthDataKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) {
    const key = decode(configured);
    if (!key) throw new Error('HEALTH_DATA_KEY: expected the base64 of 32 random bytes');
    return key;
  }
  const file = path.join(dataDir, HEALTH_DATA_KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = decode(fs.readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} holds no usable key; restore it from its copy (see docs/operations.md).`);
  return key;
}
