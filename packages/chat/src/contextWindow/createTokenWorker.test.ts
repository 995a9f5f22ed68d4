import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { sourceModules } from '../../../../tooling/tsupConfig';

/** The part of esbuild's API this uses (esbuild is tsup's dependency, not the workspace's). */
interface Esbuild {
  build(options: Record<string, unknown>): Promise<{ outputFiles: { path: string; text: string }[] }>;
}

const chat = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

it('in the built package, the worker URL sits in a file beside the worker it names, not in a shared chunk', { timeout: 60_000 }, async () => {
  // esbuild as tsup runs it for `pnpm build`: every module an entry, split into shared chunks.
  const esbuild = (await import(createRequire(createRequire(import.meta.url).resolve('tsup')).resolve('esbuild'))) as Esbuild;
  const dist = path.join(chat, 'dist');
  const { outputFiles } = await esbuild.build({
    absWorkingDir: chat,
    entryPoints: sourceModules(path.join(chat, 'src')),
    outdir: dist,
    bundle: true,
    splitting: true,
    format: 'esm',
    packages: 'external',
    loader: { '.json': 'json' },
    write: false,
    logLevel: 'silent',
  });
  const built = new Map(outputFiles.map((f) => [path.relative(dist, f.path), f.text]));
  const holders = [...built].filter(([, text]) => text.includes('new URL("./tokenWorker.js"')).map(([file]) => file);
  expect(holders).toEqual(['contextWindow/createTokenWorker.js']);
  expect(built.get('contextWindow/tokenWorker.js')).toContain('gpt-tokenizer/encoding/o200k_base');
});
