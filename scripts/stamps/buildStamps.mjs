// Each workspace package is rebuilt only when something its build reads has changed, or its output
// is not exactly what that build left. A stamp per package records both.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildInputs } from './buildInputs.mjs';
import { filesUnder, hashFiles, sha256 } from './hashFiles.mjs';
import { installKey } from './installStamp.mjs';
import { sourceFiles } from './sourceFiles.mjs';
import { dependenciesFirst, workspacePackages } from './workspacePackages.mjs';

export const BUILD_STAMPS = 'node_modules/.atelier-build-stamps';
/** Where every package's build writes (tsup's and Vite's outDir here). */
export const OUTPUT_DIR = 'dist';

// Vite inlines VITE_* variables, and NODE_ENV picks a build's mode.
const BUILD_ENV = /^(?:NODE_ENV|VITE_.*)$/;

/**
 * Every workspace package, dependencies first, as `{ name, dir, buildable, key, stale, reason }`.
 * `key` hashes the installed dependencies, the build environment, the package's inputs and the
 * keys of the workspace packages it reaches; `stale` says it must be built before serving.
 */
export function planBuilds(root, { env = process.env } = {}) {
  const sources = sourceFiles(root);
  const declared = workspacePackages(root);
  if (!sources) return declared.map((pkg) => ({ ...pkg, key: null, stale: true, reason: 'not a git checkout, so changes cannot be told' }));
  const packages = dependenciesFirst(declared.map((pkg) => ({ ...pkg, ...buildInputs(root, pkg, declared, sources) })));
  const common = [installKey(root), ...Object.keys(env).filter((name) => BUILD_ENV.test(name)).sort().map((name) => `${name}=${env[name]}`)];
  const keys = new Map();
  return packages.map(({ files, ...pkg }) => {
    const key = sha256([...common, hashFiles(root, files), ...pkg.deps.map((dep) => `${dep}=${keys.get(dep)}`)].join('\n'));
    keys.set(pkg.name, key);
    return { ...pkg, key, ...staleness(root, pkg, key) };
  });
}

function staleness(root, pkg, key) {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile(root, pkg), 'utf8'));
  } catch {
    return { stale: true, reason: 'no record of a build' };
  }
  if (stamp.key !== key) return { stale: true, reason: 'inputs changed' };
  const outputs = filesUnder(root, `${pkg.dir}/${OUTPUT_DIR}`);
  if (outputs.length === 0) return { stale: true, reason: `${OUTPUT_DIR}/ is missing` };
  if (hashFiles(root, outputs) !== stamp.outputs) return { stale: true, reason: `${OUTPUT_DIR}/ differs from what the build wrote` };
  return { stale: false, reason: 'unchanged' };
}

/** Before a build: one that fails or is killed must leave no stamp behind. */
export function forgetBuild(root, pkg) {
  rmSync(stampFile(root, pkg), { force: true });
}

/** After a successful build of `pkg` as planned (its key from before the build). */
export function recordBuild(root, pkg) {
  if (!pkg.key) return;
  mkdirSync(path.join(root, BUILD_STAMPS), { recursive: true });
  const outputs = hashFiles(root, filesUnder(root, `${pkg.dir}/${OUTPUT_DIR}`));
  writeFileSync(stampFile(root, pkg), `${JSON.stringify({ key: pkg.key, outputs })}\n`);
}

function stampFile(root, pkg) {
  return path.join(root, BUILD_STAMPS, `${pkg.name.replace(/[^\w.-]+/g, '_')}.json`);
}

