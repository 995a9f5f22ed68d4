// The workspace's packages in build order, read from pnpm-workspace.yaml and each package.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `[{ name, dir, deps, buildable }]`, each package after the workspace packages it depends on.
 * `dir` is relative to root with '/' separators; `deps` names workspace packages only.
 */
export function workspacePackages(root) {
  const dirs = workspaceGlobs(readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    if (!existsSync(path.join(root, parent))) return [];
    return readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
  const manifests = dirs
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) }));
  const names = new Set(manifests.map(({ manifest }) => manifest.name));
  const packages = manifests.map(({ dir, manifest }) => ({
    name: manifest.name,
    dir,
    deps: [
      ...new Set(
        ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) =>
          Object.keys(manifest[field] ?? {}).filter((dep) => names.has(dep) && dep !== manifest.name),
        ),
      ),
    ].sort(),
    buildable: typeof manifest.scripts?.build === 'string',
  }));
  return dependenciesFirst(packages);
}

/** The `packages:` list of pnpm-workspace.yaml; only `dir` and `dir/*` entries are understood. */
export function workspaceGlobs(yaml) {
  const globs = [];
  let inList = false;
  for (const line of yaml.split('\n')) {
    if (/^packages:\s*$/.test(line)) inList = true;
    else if (inList && /^\s+-\s/.test(line)) globs.push(line.replace(/^\s+-\s+/, '').replace(/\s+#.*$/, '').trim().replace(/^(['"])(.*)\1$/, '$2'));
    else if (inList && /^\S/.test(line)) break;
  }
  for (const glob of globs) {
    // Anything fancier would be guessed wrong; the caller then builds everything.
    if (glob.startsWith('!') || glob.slice(0, glob.endsWith('/*') ? -2 : undefined).includes('*')) {
      throw new Error(`pnpm-workspace.yaml: pattern "${glob}" is not understood here`);
    }
  }
  return globs.map((glob) => glob.replace(/^\.\//, '').replace(/\/$/, ''));
}

/** `packages` reordered so each comes after the ones named in its `deps`. */
export function dependenciesFirst(packages) {
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]));
  const ordered = [];
  const state = new Map();
  const visit = (pkg, trail) => {
    if (state.get(pkg.name) === 'done') return;
    if (state.get(pkg.name) === 'visiting') throw new Error(`workspace dependency cycle: ${[...trail, pkg.name].join(' → ')}`);
    state.set(pkg.name, 'visiting');
    for (const dep of pkg.deps) visit(byName.get(dep), [...trail, pkg.name]);
    state.set(pkg.name, 'done');
    ordered.push(pkg);
  };
  for (const pkg of [...packages].sort((a, b) => a.dir.localeCompare(b.dir))) visit(pkg, []);
  return ordered;
}
