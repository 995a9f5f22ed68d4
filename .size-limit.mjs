// Size budgets (`pnpm run size`, a step of `npm test` after `build`): minified + gzip, peers
// excluded, from the built dist/ of each package and of the demo. The limits live in
// scripts/size/limits.json as the measured size + 5 %: `pnpm size:update` re-measures them, and
// a commit that raises one says why.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleCheck, fileCheck, importCheck, peersOf } from './scripts/size/bundleCheck.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const limits = JSON.parse(readFileSync(path.join(root, 'scripts/size/limits.json'), 'utf8'));
const pkgDir = (name) => path.join(root, 'packages', name);
const peers = (name) => peersOf(pkgDir(name));
/** A file inside a package's own dependency, as that package resolves it. */
const fromPackage = (name, specifier) =>
  path.relative(root, createRequire(path.join(pkgDir(name), 'package.json')).resolve(specifier));

/** What the demo's index.html loads before anything lazy: its scripts and modulepreloads. */
function demoInitialJs() {
  const html = path.join(root, 'apps/demo/dist/index.html');
  if (!existsSync(html)) return ['apps/demo/dist/index.html (not built: pnpm run build)'];
  const refs = readFileSync(html, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g);
  return [...new Set([...refs].map((m) => `apps/demo/dist/${m[1]}`))];
}

const entry = (pkg) =>
  bundleCheck({
    name: `@atelier/${pkg} entry`,
    path: `packages/${pkg}/dist/index.js`,
    ignore: peers(pkg),
  });

/** A module of the package's dist that the package itself loads with `import()`. */
const lazy = (pkg, name, file) =>
  bundleCheck({
    name: `@atelier/${pkg} lazy: ${name}`,
    path: `packages/${pkg}/dist/${file}`,
    ignore: peers(pkg),
  });

/** An npm module a package loads with `import()`, bundled as that package resolves it. */
const lazyModule = (pkg, name, code) =>
  importCheck({
    name: `@atelier/${pkg} lazy: ${name}`,
    code,
    resolveDir: pkgDir(pkg),
    ignore: peers(pkg),
  });

/**
 * A widget imported by name, as a host page does: what it downloads before any lazy part (the
 * entry check above counts every export of the package).
 */
const widget = (pkg, exportName) =>
  importCheck({
    name: `@atelier/${pkg}: ${exportName} as a host imports it`,
    code: `export { ${exportName} } from './dist/index.js';`,
    resolveDir: pkgDir(pkg),
    ignore: peers(pkg),
  });

const checks = [
  entry('core'),
  entry('chat'),
  widget('chat', 'ChatPanel'),
  entry('draw'),
  entry('library'),
  entry('readers'),
  lazy('chat', 'markdown (react-markdown, GFM)', 'components/Markdown/MarkdownRenderer.js'),
  lazy('chat', 'message list, with the first question or a chat that has messages', 'components/MessageList/MessageList.js'),
  lazy('chat', 'prompt store dialog', 'components/PromptStore/PromptStoreView.js'),
  lazy('chat', 'GPTs dialog', 'components/Gpts/GptsView.js'),
  lazy('chat', "this chat's settings dialog", 'components/ConversationSettings/ConversationSettingsView.js'),
  lazy('chat', 'voice recorder', 'components/VoiceRecorder/VoiceRecorder.js'),
  lazyModule(
    'chat',
    'math, when a reply has it (remark-math, rehype-katex)',
    "export { default as remarkMath } from 'remark-math'; export { default as rehypeKatex } from 'rehype-katex';",
  ),
  lazyModule(
    'chat',
    'code highlighting, when a reply has a fenced block (rehype-highlight)',
    "export { default } from 'rehype-highlight';",
  ),
  fileCheck({
    name: '@atelier/chat lazy: KaTeX stylesheet',
    path: fromPackage('chat', 'katex/dist/katex.min.css'),
  }),
  // A Web Worker, started only once the meter is opened or its estimate nears the limit.
  lazy('chat', 'token worker, when the meter is opened (gpt-tokenizer o200k)', 'contextWindow/tokenWorker.js'),
  lazyModule('chat', 'PNG export (html-to-image)', "export { toPng } from 'html-to-image';"),
  lazyModule('core', 'HTTP client, with the first library API call (axios)', "export { default } from 'axios';"),
  lazy('draw', 'mask editor', 'components/MaskEditor/MaskEditor.js'),
  lazy('readers', 'txt engine', 'txt/openTxt.js'),
  lazy('readers', 'epub engine (epub.js)', 'epub/openEpub.js'),
  lazy('readers', 'pdf engine (pdf.js)', 'pdf/openPdf.js'),
  fileCheck({
    name: '@atelier/readers lazy: pdf.js worker',
    path: fromPackage('readers', 'pdfjs-dist/build/pdf.worker.min.mjs'),
  }),
  lazy('readers', 'html engine', 'html/openHtmlChapter.js'),
  fileCheck({ name: 'demo initial JS (scripts + modulepreloads)', path: demoInitialJs() }),
];

// A check without a recorded limit fails (0 B) rather than passing unbudgeted.
export default checks.map((check) => ({
  ...check,
  limit: `${limits[check.name] ?? 0} B`,
  message: 'Make it smaller, or re-measure with `pnpm size:update` and say why in the commit.',
}));
