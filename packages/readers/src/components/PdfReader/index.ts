export { PdfReader } from './PdfReader';
export { PdfReaderView, type PdfReaderViewProps } from './PdfReaderView';
