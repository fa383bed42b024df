import fs from 'node:fs';
import path from 'node:path';

/** The nearest folder at or above `start` that holds a package.json. */
function packageFolderOf(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (fs.existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`no package.json above ${start}`);
  }
}

/**
 * The API's folder (apps/api), found the same from its TypeScript in src/ (tests, `npm run dev`) and from the
 * bundle in dist/ (`npm start`): the files it reads at run time (migrations, the repository's data and web
 * folders) are named from here, not from the place of the module that names them.
 */
export const API_ROOT = packageFolderOf(import.meta.dirname);

/** The repository's root, two folders above the API's. */
export const REPO_ROOT = path.resolve(API_ROOT, '../..');
