import path from 'node:path';
import type { Plugin } from 'vite';
import { precompressDir } from './precompressDir';

/**
 * After the build (pdf.js's files included, so after `pdfjsAssets`), writes `.br` and `.gz` beside
 * each compressible file for apps/server to send by Accept-Encoding (`@fastify/static`'s
 * `preCompressed`). Not `index.html`: the server reads it per request to put a fresh CSP nonce in.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  let cacheDir = '';
  return {
    name: 'atelier-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      cacheDir = path.resolve(config.root, 'node_modules/.cache/atelier-precompress');
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const started = performance.now();
        const report = await precompressDir(outDir, {
          skip: (file) => file === 'index.html',
          cacheDir,
        });
        const kB = (bytes: number) => `${Math.round(bytes / 1024)} kB`;
        this.info(
          `precompressed ${report.files} files (${report.cached} from cache) in ${Math.round(performance.now() - started)} ms: ` +
            `${kB(report.bytesIn)} → brotli ${kB(report.bytesBrotli)}, gzip ${kB(report.bytesGzip)}`,
        );
      },
    },
  };
}
