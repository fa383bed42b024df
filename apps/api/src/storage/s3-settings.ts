import { z } from 'zod';
import { optionalText } from '../config/settings.ts';
import type { S3Settings } from './s3-storage.ts';

/**
 * Where uploaded files live, read from the environment with every other setting (config/config.ts):
 *
 *   STORAGE                  disk | s3: where uploaded files live (default disk, under DATA_DIR/files). With s3:
 *                            S3_BUCKET (required), S3_ENDPOINT (a self-hosted store's URL; unset = AWS), S3_REGION
 *                            (default us-east-1), S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY (unset = the SDK's own
 *                            chain: instance role, AWS_* variables), S3_FORCE_PATH_STYLE (default true with
 *                            S3_ENDPOINT), S3_PREFIX (default none: object names are the files' UUIDs).
 */
export const storageEnvSchema = z.object({
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: "expected the store's address, such as http://127.0.0.1:9000" }).optional(),
  ),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_PREFIX: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9._-]+\/$/, { error: 'expected a folder name ending in /, such as voyage/' })
      .optional(),
  ),
});

/** Where uploaded files live: the data directory, or an S3-compatible bucket shared by several instances. */
export type StorageSettings = { kind: 'disk' } | { kind: 's3'; s3: S3Settings };

export function parseStorage(e: z.infer<typeof storageEnvSchema>): StorageSettings {
  if (e.STORAGE === 'disk') return { kind: 'disk' };
  if (!e.S3_BUCKET) throw new Error('Invalid configuration:\n  S3_BUCKET: required with STORAGE=s3');
  return {
    kind: 's3',
    s3: {
      bucket: e.S3_BUCKET,
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION ?? 'us-east-1',
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : e.S3_ENDPOINT !== undefined,
      prefix: e.S3_PREFIX ?? '',
    },
  };
}
