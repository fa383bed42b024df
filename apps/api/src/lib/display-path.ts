import path from 'node:path';
import { REPO_ROOT } from '../config/config.ts';

/** `./data` rather than an absolute path when the path is inside the repository (the default data directory). */
export function displayPath(target: string): string {
  const relative = path.relative(REPO_ROOT, target);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? `./${relative}` : target;
}
