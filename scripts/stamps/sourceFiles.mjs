// Which files make up the checkout's sources, as git sees them.
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';

/**
 * Tracked files plus untracked ones that are not ignored, relative to root with '/' separators;
 * null when root is not a git checkout (or git is missing): then nothing can be called unchanged.
 * A tracked file deleted from the work tree is still listed, and hashes as missing.
 */
export function sourceFiles(root) {
  // Inside some other repository (a tarball unpacked in a git-tracked home), its rules would apply.
  const top = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: root, encoding: 'utf8' });
  if (top.error || top.status !== 0 || realpathSync(top.stdout.trim()) !== realpathSync(root)) return null;
  const result = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.error || result.status !== 0) return null;
  return [...new Set(result.stdout.split('\0').filter(Boolean))].sort();
}
