/** Where pdf.js finds its worker and data files; see CONTEXT.md "PDF assets". */
export interface PdfHostOptions {
  /** Base URL of a folder holding `pdf.worker.min.mjs`, `cmaps/`, `standard_fonts/` and `wasm/` from pdfjs-dist. @default '/pdfjs/' */
  assetsUrl?: string;
  /** The worker script, when it is not in `assetsUrl`. @default `${assetsUrl}pdf.worker.min.mjs` */
  workerSrc?: string;
}
