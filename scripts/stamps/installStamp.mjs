// `pnpm install` is skipped while nothing it reads has changed since the last successful install.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashFiles, sha256 } from './hashFiles.mjs';
import { workspacePackages } from './workspacePackages.mjs';

export const INSTALL_STAMP = 'node_modules/.atelier-install-stamp';

// What pnpm reads besides the package.json files.
const INSTALL_INPUTS = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', '.npmrc', '.pnpmfile.cjs', 'package.json'];

/** A hash of everything an install depends on, including the Node ABI that native modules were built for. */
export function installKey(root) {
  const manifests = workspacePackages(root).map((pkg) => `${pkg.dir}/package.json`);
  const runtime = `${process.platform}-${process.arch}-abi${process.versions.modules}`;
  return sha256(`${runtime}\n${hashFiles(root, [...INSTALL_INPUTS, ...manifests])}`);
}

/** True when the last install finished with today's inputs and its node_modules are all there. */
export function installIsCurrent(root) {
  const folders = ['node_modules', ...workspacePackages(root).filter((pkg) => hasDependencies(root, pkg.dir)).map((pkg) => `${pkg.dir}/node_modules`)];
  if (!folders.every((dir) => existsSync(path.join(root, dir)))) return false;
  // pnpm writes it last; an install killed half-way has none.
  if (!existsSync(path.join(root, 'node_modules/.modules.yaml'))) return false;
  try {
    return readFileSync(path.join(root, INSTALL_STAMP), 'utf8').trim() === installKey(root);
  } catch {
    return false;
  }
}

/** Before an install: one that fails or is killed must leave no stamp behind. */
export function forgetInstall(root) {
  rmSync(path.join(root, INSTALL_STAMP), { force: true });
}

/** After a successful install (which may have written the lockfile). */
export function recordInstall(root) {
  mkdirSync(path.join(root, 'node_modules'), { recursive: true });
  writeFileSync(path.join(root, INSTALL_STAMP), `${installKey(root)}\n`);
}

function hasDependencies(root, dir) {
  const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  return ['dependencies', 'devDependencies', 'optionalDependencies'].some((field) => Object.keys(manifest[field] ?? {}).length > 0);
}
