export { BookUploader, type BookUploaderProps } from './BookUploader';
export { BookUploaderView, type BookUploaderViewProps } from './BookUploaderView';
