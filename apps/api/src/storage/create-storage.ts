import path from 'node:path';
import type { Config } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';

/** The file store the settings name: for now always local disk under `DATA_DIR/files`. */
export function createStorage(config: Pick<Config, 'dataDir'>): FileStorage {
  return new LocalDiskStorage(path.join(config.dataDir, 'files'));
}
