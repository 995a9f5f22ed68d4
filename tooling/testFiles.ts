import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The files under `dir` (relative to `root`, into sub-folders when `deep`, never into node_modules
 * or dist) that `accept` takes, as paths relative to `root`; for the guards that check a vitest
 * project's files.
 */
export function testFiles(root: string, dir: string, deep: boolean, accept: (file: string) => boolean): string[] {
  const files: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(path.join(root, at), { withFileTypes: true })) {
      const rel = `${at}/${entry.name}`;
      if (entry.isDirectory()) {
        if (deep && entry.name !== 'node_modules' && entry.name !== 'dist') walk(rel);
      } else if (accept(rel)) {
        files.push(rel);
      }
    }
  };
  walk(dir);
  return files;
}
