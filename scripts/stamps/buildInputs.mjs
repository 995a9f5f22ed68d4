// What a workspace package's build reads: its own files, files outside any package that they
// name by relative path (tsconfig.base.json, tooling/tsupConfig.ts, …) and, through such paths,
// the sources of other workspace packages (apps/server imports packages/core/src/contracts).
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Files that can name other files. Anything else (images, fixtures) is hashed, not read for paths.
const TEXT = /\.(?:[cm]?[jt]sx?|json)$/;
// Tests, stories, benches and e2e suites never feed a build; the paths they name are not followed
// (their own contents still count), so editing the server does not rebuild the demo its e2e uses.
const NOT_BUILT = /(?:^|\/)(?:e2e|bench|testing|__fixtures__)\/|\.(?:test|spec|stories|e2e|bench|test-d)\.[^/]+$/;
const RELATIVE = /['"`](\.{1,2}\/[^'"`\s]*)['"`]/g;

/** `{ files, deps }`: every file (sorted) the build of `pkg` may read, and the workspace packages it reaches. */
export function buildInputs(root, pkg, packages, sources) {
  const own = sources.filter((file) => file.startsWith(`${pkg.dir}/`));
  // esbuild (under Vite and tsup) also reads the nearest tsconfig.json, which may sit above the package.
  const ancestors = ancestorDirs(pkg.dir).map((dir) => (dir ? `${dir}/tsconfig.json` : 'tsconfig.json')).filter((file) => sources.includes(file));
  const files = new Set([...own, ...ancestors]);
  const deps = new Set(pkg.deps);
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop();
    if (!TEXT.test(file) || NOT_BUILT.test(file)) continue;
    let text;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue;
    }
    for (const [, reference] of text.matchAll(RELATIVE)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), reference)).replace(/\/$/, '');
      if (target.startsWith('..')) continue;
      const owner = packages.find((other) => target === other.dir || target.startsWith(`${other.dir}/`));
      if (owner === pkg) continue;
      // A path may leave out the extension, or name a folder.
      const named = sources.filter((source) => source === target || source.startsWith(`${target}.`) || source.startsWith(`${target}/`));
      // Nothing under version control there: an output, such as the server's `../../demo/dist`.
      if (named.length === 0) continue;
      if (owner) {
        deps.add(owner.name);
        continue;
      }
      for (const source of named) {
        if (files.has(source)) continue;
        files.add(source);
        queue.push(source);
      }
    }
  }
  return { files: [...files].sort(), deps: [...deps].sort() };
}

function ancestorDirs(dir) {
  const parts = dir.split('/');
  return parts.map((_, i) => parts.slice(0, i).join('/'));
}
