// Our widgets next to libraries that do the same job, installed from npm into a temp dir and
// bundled exactly like the size budgets (scripts/size/bundleCheck.mjs: esbuild, minified, gzip,
// React, styled-components, XState and i18next excluded). Printed, never asserted.
// Needs the registry the first time (the install is kept in the temp dir) and built dist/.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HOST_PEERS, importCheck, measure } from '../size/bundleCheck.mjs';
import { root } from '../lib.mjs';

// Pinned so figures compare across runs. @assistant-ui/core is held at 0.3.20 because the newer
// releases that 0.15.21 would pick need an @assistant-ui/store the registry here does not have.
const COMPARABLES = {
  dependencies: {
    '@assistant-ui/react': '0.15.21',
    '@assistant-ui/react-markdown': '0.14.16',
    'react-reader': '2.0.15',
    'react-pdf': '11.0.0',
    react: '19.3.1',
    'react-dom': '19.3.1',
  },
  overrides: { '@assistant-ui/core': '0.3.20' },
};

function installComparables() {
  const dir = path.join(os.tmpdir(), 'atelier-size-compare');
  const manifest = `${JSON.stringify({ private: true, ...COMPARABLES }, null, 2)}\n`;
  const manifestPath = path.join(dir, 'package.json');
  const installed = existsSync(path.join(dir, 'node_modules/.package-lock.json'));
  if (installed && existsSync(manifestPath) && readFileSync(manifestPath, 'utf8') === manifest)
    return dir;
  mkdirSync(dir, { recursive: true });
  writeFileSync(manifestPath, manifest);
  const npm = spawnSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  );
  if (npm.status !== 0)
    throw new Error(`npm install of the comparable libraries failed:\n${npm.stderr}`);
  return dir;
}

const dist = (pkg) => path.join(root, 'packages', pkg, 'dist/index.js');

/** Our packages from their built dist/ (the workspace's own exports point at src/). */
const atelierFromDist = {
  name: 'atelier-from-dist',
  setup(build) {
    build.onResolve({ filter: /^@atelier\/(core|chat|draw|library|readers)$/ }, (args) => ({
      path: dist(args.path.slice('@atelier/'.length)),
    }));
  },
};

/** React and react-dom only: what a host without styled-components, XState and i18next pays. */
const REACT_ONLY = ['react', 'react-dom'];
const PROVIDER = "export { AppProvider } from '@atelier/core';";

const JOBS = [
  {
    // Math (KaTeX) and code highlighting load only for replies that have them, and assistant-ui's
    // markdown has neither, so the job compared is panel + GFM markdown.
    job: 'chat (panel + markdown)',
    widget: "export { ChatPanel } from '@atelier/chat';",
    lazy: ['chat/dist/components/Markdown/MarkdownRenderer.js'],
    theirs: '@assistant-ui/react 0.15.21 + react-markdown 0.14.16',
    theirsCode:
      "export { AssistantRuntimeProvider, useLocalRuntime, ThreadPrimitive, ComposerPrimitive, MessagePrimitive } from '@assistant-ui/react'; export { MarkdownTextPrimitive } from '@assistant-ui/react-markdown';",
  },
  {
    job: 'EPUB reader',
    widget: "export { EpubReader } from '@atelier/readers';",
    lazy: ['readers/dist/epub/openEpub.js'],
    theirs: 'react-reader 2.0.15 (epub.js)',
    theirsCode: "export { ReactReader } from 'react-reader';",
  },
  {
    job: 'PDF reader (pdf.js worker excluded on both sides)',
    widget: "export { PdfReader } from '@atelier/readers';",
    lazy: ['readers/dist/pdf/openPdf.js'],
    theirs: 'react-pdf 11.0.0 (pdfjs-dist 6.3)',
    theirsCode: "export { Document, Page } from 'react-pdf';",
  },
];

const kib = (bytes) => bytes / 1024;

export async function run() {
  const dir = installComparables();
  const figures = [];
  for (const j of JOBS) {
    const check = (code, ignore) =>
      importCheck({ name: j.job, code, resolveDir: root, ignore, plugins: [atelierFromDist] });
    const lazyCode = j.lazy.map(
      (file) => `export * from ${JSON.stringify(path.join(root, 'packages', file))};`,
    );
    const [initial, widgetOnly, lazy, initialWithPeers, lazyWithPeers, them] = await measure([
      check(`${PROVIDER} ${j.widget}`, HOST_PEERS),
      check(j.widget, [...HOST_PEERS, '@atelier/core']),
      check(lazyCode.join('\n'), HOST_PEERS),
      check(`${PROVIDER} ${j.widget}`, REACT_ONLY),
      check(lazyCode.join('\n'), REACT_ONLY),
      importCheck({ name: j.theirs, code: j.theirsCode, resolveDir: dir, ignore: HOST_PEERS }),
    ]);
    const theirs = { name: `${j.job}: ${j.theirs}`, value: kib(them), unit: 'KiB' };
    figures.push(
      {
        name: `${j.job}: atelier initial (widget + AppProvider)`,
        value: kib(initial),
        unit: 'KiB',
      },
      {
        name: `${j.job}: atelier initial, of it @atelier/core`,
        value: kib(initial - widgetOnly),
        unit: 'KiB',
      },
      { name: `${j.job}: atelier lazy engine`, value: kib(lazy), unit: 'KiB' },
      { name: `${j.job}: atelier total`, value: kib(initial + lazy), unit: 'KiB', baseline: theirs },
      theirs,
      { name: `${j.job}: atelier total / theirs`, value: (initial + lazy) / them, unit: '×' },
      {
        name: `${j.job}: atelier total + styled-components/XState/i18next`,
        value: kib(initialWithPeers + lazyWithPeers),
        unit: 'KiB',
      },
    );
  }
  return figures;
}
