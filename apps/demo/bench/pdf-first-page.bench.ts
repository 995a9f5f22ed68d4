// Time to the first page of a 1,000-page PDF in pdf.js (the engine BookReader loads), in Node with
// the legacy build: open the document from its bytes, then page 1's operator list and text (what
// the canvas and the text layer draw from). No canvas raster here; Chromium: `reader-pdf.bench.ts`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { makeTestPdf } from '../e2e/bookFixtures';

const PAGES = 1000;
const RUNS = 3;

interface PdfJs {
  getDocument(params: Record<string, unknown>): { promise: Promise<PdfDoc> };
}
interface PdfDoc {
  numPages: number;
  getPage(n: number): Promise<{ getOperatorList(): Promise<unknown>; getTextContent(): Promise<unknown> }>;
  destroy(): Promise<void>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function run() {
  // pdfjs-dist is a dependency of @atelier/readers, resolved from there as the demo does.
  const readers = createRequire(import.meta.url).resolve('@atelier/readers/package.json');
  const pdfjsRoot = path.dirname(createRequire(readers).resolve('pdfjs-dist/package.json'));
  const pdfjs = (await import(pathToFileURL(path.join(pdfjsRoot, 'legacy/build/pdf.mjs')).href)) as PdfJs;
  const bytes = makeTestPdf(PAGES);
  const open: number[] = [];
  const first: number[] = [];
  const last: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    const doc = await pdfjs.getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      standardFontDataUrl: `${path.join(pdfjsRoot, 'standard_fonts')}/`,
      verbosity: 0,
    }).promise;
    const t1 = performance.now();
    const page = await doc.getPage(1);
    await Promise.all([page.getOperatorList(), page.getTextContent()]);
    const t2 = performance.now();
    const end = await doc.getPage(doc.numPages);
    await Promise.all([end.getOperatorList(), end.getTextContent()]);
    last.push(performance.now() - t2);
    open.push(t1 - t0);
    first.push(t2 - t0);
    await doc.destroy();
  }
  const mib = bytes.length / 1024 / 1024;
  return [
    { name: `pdf ${PAGES} pages (${mib.toFixed(1)} MiB): open (median of ${RUNS})`, value: median(open), unit: 'ms' },
    { name: `pdf ${PAGES} pages: open + page 1 ops and text (median of ${RUNS})`, value: median(first), unit: 'ms' },
    { name: `pdf ${PAGES} pages: last page ops and text after that (median of ${RUNS})`, value: median(last), unit: 'ms' },
  ];
}
