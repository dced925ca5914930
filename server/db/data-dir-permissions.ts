/**
 * The data directory holds password hashes, sessions and money: only the server's own user may read it. It is
 * created 0700; a directory made by an older version (or under a loose umask) is tightened at start, its folders
 * to 0700 and files to 0600. New files get 0600 from the server's umask (077, set in server/main.ts).
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const DATA_DIR_MODE = 0o700;
export const DATA_FILE_MODE = 0o600;

function tighten(path: string) {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== DATA_DIR_MODE) chmodSync(path, DATA_DIR_MODE);
    for (const entry of readdirSync(path)) tighten(join(path, entry));
  } else if ((stat.mode & 0o077) !== 0) {
    chmodSync(path, stat.mode & 0o700 & DATA_FILE_MODE);
  }
}

/** Creates `dir` (0700) when missing and takes group/other access away from everything in it. */
export function restrictDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: DATA_DIR_MODE });
  tighten(dir);
}
