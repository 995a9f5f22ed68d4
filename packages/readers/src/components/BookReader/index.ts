export { BookReader, type BookReaderProps } from './BookReader';
export { BookReaderView, type BookReaderViewProps } from './BookReaderView';
