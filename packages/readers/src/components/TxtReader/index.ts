export { TxtReader } from './TxtReader';
export { TxtReaderView, type TxtReaderViewProps } from './TxtReaderView';
