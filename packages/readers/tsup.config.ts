import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { libraryConfig } from '../../tooling/tsupConfig';

const shims = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src/epub/epubjsShims');

/**
 * epub.js is bundled into the EPUB chunk (issue #11: the reader must weigh less than react-reader)
 * with two of its dependencies replaced by the browser's own: `@xmldom/xmldom` (a fallback for
 * environments without `DOMParser`) and `localforage` (offline caching the reader never enables).
 */
export default libraryConfig({
  noExternal: ['epubjs'],
  esbuildPlugins: [
    {
      name: 'epubjs-browser-shims',
      setup(build) {
        build.onResolve({ filter: /^(@xmldom\/xmldom|localforage)$/ }, (args) => ({
          path: path.join(shims, args.path === 'localforage' ? 'localforage.ts' : 'xmldom.ts'),
        }));
      },
    },
  ],
});
