export { BatchUploader, type BatchUploaderProps } from './BatchUploader';
export { BatchUploaderView, type BatchUploaderViewProps } from './BatchUploaderView';
