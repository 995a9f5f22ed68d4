import { cpSync, createReadStream, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What pdf.js loads at run time besides itself: its worker, CJK cmaps, standard fonts, wasm decoders. */
const PARTS = ['build/pdf.worker.min.mjs', 'cmaps', 'standard_fonts', 'wasm'] as const;

function pdfjsRoot(): string {
  // pdfjs-dist is a dependency of @atelier/readers; resolve it from there, as the host would.
  const readers = createRequire(import.meta.url).resolve('@atelier/readers/package.json');
  return path.dirname(createRequire(readers).resolve('pdfjs-dist/package.json'));
}

const TYPES: Record<string, string> = { '.mjs': 'text/javascript', '.bcmap': 'application/octet-stream', '.wasm': 'application/wasm', '.pfb': 'application/octet-stream', '.ttf': 'font/ttf' };

/**
 * Serves pdf.js's worker and data files under `/{base}` (default `pdfjs/`) in dev and copies them
 * into the build, so BookReader's default `pdf.assetsUrl` works without any CDN. A host using
 * another bundler copies the same four parts of pdfjs-dist to a folder and passes its URL.
 */
export function pdfjsAssets(base = 'pdfjs'): Plugin {
  const root = pdfjsRoot();
  const target = (part: string) => (part.startsWith('build/') ? path.basename(part) : part);
  let outDir = 'dist';
  return {
    name: 'atelier-pdfjs-assets',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use(`/${base}/`, (req, res, next) => {
        const rel = decodeURIComponent((req.url ?? '').split('?')[0] ?? '').replace(/^\/+/, '');
        const part = PARTS.find((p) => rel === target(p) || rel.startsWith(`${target(p)}/`));
        if (!part) return next();
        const file = path.join(root, part.startsWith('build/') ? part : rel);
        if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) return next();
        res.setHeader('content-type', TYPES[path.extname(file)] ?? 'application/octet-stream');
        createReadStream(file).pipe(res);
      });
    },
    closeBundle() {
      for (const part of PARTS) cpSync(path.join(root, part), path.join(outDir, base, target(part)), { recursive: true });
    },
  };
}
