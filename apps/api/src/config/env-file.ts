import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './config.ts';

/**
 * Reads `.env` at the repository root into the environment when the file exists. A variable already
 * set in the environment keeps its value, so `PORT=4000 npm start` still wins over the file.
 */
export function loadEnvFile(file = path.join(REPO_ROOT, '.env')): boolean {
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}
