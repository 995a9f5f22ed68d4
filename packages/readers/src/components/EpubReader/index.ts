export { EpubReader } from './EpubReader';
export { EpubReaderView, type EpubReaderViewProps } from './EpubReaderView';
