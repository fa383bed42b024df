import fs from 'node:fs';
import path from 'node:path';

/** What DATA_DIR holds that no other user of the machine may list or read: the database and the uploads. */
const PRIVATE_FOLDERS = ['pglite', 'files'];

/**
 * DATA_DIR private to the product's user (docs/operations.md#what-lives-in-data_dir): from now on every file
 * and folder the process creates is 0600/0700 (umask 077), and the data directory and its database and files
 * folders, made by an older version with the usual 0755, are closed too. The embedded database sets its
 * files' modes itself (0644 and the like): its folder, 0700, is what keeps them from other users, so this
 * runs again once the database is open.
 */
export function makeDataDirPrivate(dataDir: string): void {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
  for (const folder of PRIVATE_FOLDERS) {
    const target = path.join(dataDir, folder);
    if (fs.existsSync(target)) fs.chmodSync(target, 0o700);
  }
}
