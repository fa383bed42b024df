import { randomUUID } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Uploads wait in the system's temporary folder under this prefix while they are read and checked. */
const UPLOAD_TEMP_PREFIX = 'voyage-upload-';

export function newUploadTempPath(): string {
  return path.join(tmpdir(), `${UPLOAD_TEMP_PREFIX}${randomUUID()}`);
}

/**
 * Removes upload files left in the temporary folder by a process killed while reading an upload
 * (a finished request always removes its own). Only files older than `before` are touched, so
 * uploads in progress, here or in another instance on the same machine, are left alone.
 */
export async function removeLeftoverUploadFiles(before: Date): Promise<number> {
  const folder = tmpdir();
  let removed = 0;
  for (const name of await readdir(folder).catch(() => [])) {
    if (!name.startsWith(UPLOAD_TEMP_PREFIX)) continue;
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || info.mtime >= before) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
