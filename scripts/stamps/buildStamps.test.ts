import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import * as stamps from './buildStamps.mjs';
import { testRepo } from './testRepo';

interface Planned {
  name: string;
  dir: string;
  key: string | null;
  stale: boolean;
  reason: string;
}
const { planBuilds, recordBuild, forgetBuild } = stamps as {
  planBuilds(root: string, options?: { env?: Record<string, string> }): Planned[];
  recordBuild(root: string, pkg: Planned): void;
  forgetBuild(root: string, pkg: Planned): void;
};

const repos: string[] = [];
afterEach(() => repos.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A repo whose every package was built and stamped, as after a first `npm start`. */
function builtRepo() {
  const repo = testRepo();
  repos.push(repo.root);
  const stale = (env: Record<string, string> = {}) => planBuilds(repo.root, { env }).filter((pkg) => pkg.stale);
  /** What `npm start` does: build (here: copy the sources into dist/) what is stale, then stamp it. */
  const build = () => {
    for (const pkg of stale()) {
      forgetBuild(repo.root, pkg);
      repo.remove(`${pkg.dir}/dist`);
      repo.write(`${pkg.dir}/dist/index.js`, `built from ${readFileSync(path.join(repo.root, pkg.dir, 'package.json'), 'utf8')}`);
      recordBuild(repo.root, pkg);
    }
  };
  build();
  return { ...repo, stale: (env?: Record<string, string>) => stale(env).map((pkg) => pkg.name), reasons: () => Object.fromEntries(stale().map((pkg) => [pkg.name, pkg.reason])), build };
}

describe('planBuilds', () => {
  it('builds everything on a fresh checkout, dependencies first, then nothing while nothing changed', () => {
    const repo = testRepo();
    repos.push(repo.root);
    const plan = planBuilds(repo.root, { env: {} });
    expect(plan.map((pkg) => [pkg.name, pkg.reason])).toEqual([
      ['a', 'no record of a build'],
      ['app', 'no record of a build'],
      ['b', 'no record of a build'],
    ]);
    expect(builtRepo().stale()).toEqual([]);
  });

  it('rebuilds a changed package and every package that reads it; edits elsewhere rebuild nothing', () => {
    const repo = builtRepo();
    repo.write('README.md', 'other docs');
    expect(repo.stale()).toEqual([]);

    repo.write('packages/a/src/index.ts', 'export const a = 2;\n');
    // app imports a's sources by path, b depends on a by package.json.
    expect(repo.stale()).toEqual(['a', 'app', 'b']);
    repo.build();
    expect(repo.stale()).toEqual([]);

    // app's e2e names b's sources, but tests never feed a build.
    repo.write('packages/b/src/index.ts', "export { a as b } from 'a';\n");
    expect(repo.stale()).toEqual(['b']);
  });

  it('counts new files that are not ignored, and files deleted from the work tree', () => {
    const repo = builtRepo();
    repo.write('packages/b/build.log', 'ignored');
    repo.write('packages/b/node_modules/x/index.js', 'ignored');
    expect(repo.stale()).toEqual([]);
    repo.write('packages/b/src/extra.ts', 'export {};\n');
    expect(repo.stale()).toEqual(['b']);
    repo.build();
    repo.remove('packages/b/src/extra.ts');
    expect(repo.stale()).toEqual(['b']);
  });

  it('rebuilds when the output is missing or is not what the build wrote, even with inputs unchanged', () => {
    const repo = builtRepo();
    repo.remove('packages/a/dist');
    repo.write('apps/app/dist/index.js', 'edited by hand');
    expect(repo.reasons()).toEqual({ a: 'dist/ is missing', app: 'dist/ differs from what the build wrote' });
    repo.build();
    repo.write('packages/b/dist/extra.js', 'left by an older build');
    expect(repo.reasons()).toEqual({ b: 'dist/ differs from what the build wrote' });
  });

  it('follows relative paths out of a package: shared build config, the tsconfig above it, what those extend', () => {
    const repo = builtRepo();
    repo.write('tooling/e2eHelper.ts', 'export const helper = 2;\n');
    expect(repo.stale()).toEqual([]);
    repo.write('tooling/buildConfig.ts', 'export const shared = 2;\n');
    expect(repo.stale()).toEqual(['a', 'app', 'b']);
    repo.build();
    repo.write('tsconfig.base.json', JSON.stringify({ compilerOptions: { strict: false } }));
    expect(repo.stale()).toEqual(['a', 'app', 'b']);
  });

  it('rebuilds everything when the dependencies or the build environment change', () => {
    const repo = builtRepo();
    expect(repo.stale({ VITE_API_BASE: 'https://api.example.com' })).toEqual(['a', 'app', 'b']);
    expect(repo.stale({ NODE_ENV: 'development' })).toEqual(['a', 'app', 'b']);
    expect(repo.stale({ HOME: '/elsewhere' })).toEqual([]);
    repo.write('pnpm-lock.yaml', 'lockfileVersion: 9\npackages: {}\n');
    expect(repo.stale()).toEqual(['a', 'app', 'b']);
  });

  it('builds everything outside a git checkout, where changes cannot be told', () => {
    const repo = builtRepo();
    repo.remove('.git');
    expect(repo.stale().sort()).toEqual(['a', 'app', 'b']);
  });

  it('builds everything in a folder that is not itself the top of a git checkout', () => {
    const repo = builtRepo();
    // The checkout unpacked inside some other repository: that one's rules would apply.
    repo.remove('.git');
    const outer = testRepo();
    repos.push(outer.root);
    cpSync(repo.root, path.join(outer.root, 'nested'), { recursive: true });
    expect(planBuilds(path.join(outer.root, 'nested'), { env: {} }).every((pkg) => pkg.stale)).toBe(true);
  });

  it('refuses workspace patterns it cannot read (npm start then builds everything)', () => {
    const repo = builtRepo();
    repo.write('pnpm-workspace.yaml', "packages:\n  - 'packages/**'\n");
    expect(() => planBuilds(repo.root, { env: {} })).toThrow(/packages\/\*\*/);
  });

  it('a build that fails after forgetting its stamp is tried again next time', () => {
    const repo = builtRepo();
    repo.write('packages/a/src/index.ts', 'export const a = 3;\n');
    const [a] = planBuilds(repo.root, { env: {} });
    forgetBuild(repo.root, a!);
    // The sources go back as they were; the half-written dist/ must not be trusted.
    repo.write('packages/a/src/index.ts', 'export const a = 1;\n');
    expect(repo.reasons()).toEqual({ a: 'no record of a build' });
  });
});
