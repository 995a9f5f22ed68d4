import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import * as stamps from './installStamp.mjs';
import { testRepo } from './testRepo';

const { installIsCurrent, recordInstall, forgetInstall } = stamps as {
  installIsCurrent(root: string): boolean;
  recordInstall(root: string): void;
  forgetInstall(root: string): void;
};

const repos: string[] = [];
afterEach(() => repos.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A repo as a finished `pnpm install` leaves it: node_modules at the root and in b (which has dependencies). */
function installedRepo() {
  const repo = testRepo();
  repos.push(repo.root);
  repo.write('node_modules/.modules.yaml', 'layoutVersion: 5\n');
  repo.write('packages/b/node_modules/left/index.js', '');
  recordInstall(repo.root);
  return repo;
}

describe('the install stamp', () => {
  it('is missing on a fresh checkout', () => {
    const repo = testRepo();
    repos.push(repo.root);
    expect(installIsCurrent(repo.root)).toBe(false);
  });

  it('holds while the lockfile and every package.json are unchanged', () => {
    const repo = installedRepo();
    expect(installIsCurrent(repo.root)).toBe(true);
    repo.write('packages/a/src/index.ts', 'export const a = 2;\n');
    expect(installIsCurrent(repo.root)).toBe(true);
  });

  it.each([
    ['the lockfile', 'pnpm-lock.yaml', 'lockfileVersion: 9\npackages: {}\n'],
    ['a package.json', 'packages/a/package.json', JSON.stringify({ name: 'a', version: '2.0.0', scripts: { build: 'build' } })],
    ['the root package.json', 'package.json', JSON.stringify({ name: 'root', private: true, devDependencies: { x: '1.0.0' } })],
    ['the workspace file', 'pnpm-workspace.yaml', 'packages:\n  - packages/*\n'],
    ['.npmrc', '.npmrc', 'registry=https://registry.example.com/\n'],
  ])('no longer holds once %s changed', (_what, file, text) => {
    const repo = installedRepo();
    repo.write(file, text);
    expect(installIsCurrent(repo.root)).toBe(false);
  });

  it.each([
    ['the root node_modules lost its install record', 'node_modules/.modules.yaml'],
    ['a package lost its node_modules', 'packages/b/node_modules'],
  ])('no longer holds when %s', (_what, removed) => {
    const repo = installedRepo();
    repo.remove(removed);
    expect(installIsCurrent(repo.root)).toBe(false);
  });

  it('is dropped before an install starts, so a failed install is redone', () => {
    const repo = installedRepo();
    forgetInstall(repo.root);
    expect(installIsCurrent(repo.root)).toBe(false);
  });
});
