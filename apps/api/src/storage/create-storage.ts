import path from 'node:path';
import type { StorageSettings } from './s3-settings.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { S3Storage } from './s3-storage.ts';

/** The file store the settings name: local disk under `DATA_DIR/files` (the default), or an S3 bucket. */
export function createStorage(config: { dataDir: string; storage?: StorageSettings }): FileStorage {
  if (config.storage?.kind === 's3') return new S3Storage(config.storage.s3);
  return new LocalDiskStorage(path.join(config.dataDir, 'files'));
}
