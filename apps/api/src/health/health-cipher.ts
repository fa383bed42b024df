import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * One free text of a health record, sealed with AES-256-GCM (docs/product/security.md#health-data): a random
 * 12-byte IV per value, the 16-byte tag, as `v1.<iv>.<tag>.<ciphertext>` in base64url. An empty text stays
 * empty (nothing to hide, and "none" must read as none). A value changed in the database, or read with another
 * key, fails to open rather than reading as something else.
 */
const VERSION = 'v1';

export function seal(key: Buffer, text: string): string {
  if (text === '') return '';
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function open(key: Buffer, sealed: string): string {
  if (sealed === '') return '';
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed health value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
