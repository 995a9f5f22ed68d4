// Content hashes for the start-up stamps. Plain Node: these run before any install.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function sha256(text) {
  return createHash('sha256').update(text).digest('hex');
}

/** One hash over the paths (relative to root, '/'-separated) and contents of `files`; a missing file counts as such. */
export function hashFiles(root, files) {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    hash.update(`${file}\0`);
    try {
      hash.update(createHash('sha256').update(readFileSync(path.join(root, file))).digest('hex'));
    } catch (error) {
      if (error.code !== 'ENOENT' && error.code !== 'EISDIR') throw error;
      hash.update('missing');
    }
    hash.update('\n');
  }
  return hash.digest('hex');
}

/** Every file under `dir` (relative to root), or [] when it does not exist. */
export function filesUnder(root, dir) {
  try {
    return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
}
