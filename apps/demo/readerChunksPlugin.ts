import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The modules whose chunks a cold reader route needs: the page, and each format's engine. */
const ENTRIES: Record<string, RegExp> = {
  page: /\/src\/pages\/ReaderPage\.tsx$/,
  txt: /\/src\/txt\/openTxt\.ts$/,
  epub: /\/src\/epub\/openEpub\.ts$/,
  pdf: /\/src\/pdf\/openPdf\.ts$/,
  html: /\/src\/html\/openHtmlChapter\.ts$/,
};

/** A chunk's file and every chunk it imports statically, in no particular order. */
function withImports(bundle: OutputBundle, chunk: OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const name of chunk.imports) {
    const next = bundle[name];
    if (next?.type === 'chunk') withImports(bundle, next, into);
  }
  return into;
}

/**
 * Writes into the built page, as JSON (no inline script: the CSP allows none), the chunks of the
 * reader page and of each engine, for `src/readerChunksPreload.ts` to preload on a reader route.
 */
export function readerChunks(): Plugin {
  return {
    name: 'atelier-reader-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        // The entry's own chunks are in the page already.
        const loaded = new Set<string>();
        for (const item of Object.values(bundle)) if (item.type === 'chunk' && item.isEntry) withImports(bundle, item, loaded);
        const chunks: Record<string, string[]> = {};
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk' || !item.facadeModuleId) continue;
          const key = Object.keys(ENTRIES).find((name) => ENTRIES[name]?.test(item.facadeModuleId ?? ''));
          if (key) chunks[key] = [...withImports(bundle, item)].filter((file) => !loaded.has(file));
        }
        if (!chunks['page']) throw new Error('atelier-reader-chunks: no ReaderPage chunk in the build');
        return [{ tag: 'script', attrs: { type: 'application/json', id: 'atelier-reader-chunks' }, children: JSON.stringify(chunks), injectTo: 'head-prepend' }];
      },
    },
  };
}
