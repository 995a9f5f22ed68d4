export const PACKAGE_NAME = '@atelier/library';

export { BookUploader, type BookUploaderProps, BookUploaderView, type BookUploaderViewProps } from './components/BookUploader';
export {
  type BookUploaderOptions,
  type BookUploaderPhase,
  type BookUploaderViewModel,
  useBookUploader,
} from './hooks/useBookUploader';
export { libraryNamespace, type LibraryMessages } from './i18n/libraryNamespace';
export { readerPath } from './uploader/readerPath';
export { createLibraryApi, type LibraryApi, type UploadBookInput, type UploadProgress } from './api/createLibraryApi';
export { uploadFileMachine, type UploadFileContext, type UploadFileEvent, type UploadFileInput } from './machines/uploadFileMachine';
export { batchTaskMachine } from './machines/batchTaskMachine';
export type { UploadError, UploadRequest, UploadRequestFields, UploadResult, UploadSource } from './machines/uploadTypes';
export { createUploadFileActor, type UploadFileActorDeps } from './actors/createUploadFileActor';
export { TUS_THRESHOLD_BYTES } from './actors/tusTransfer';
export { groupFiles } from './upload/groupFiles';
export { fileKindOf, type FileKind, titleFromFileName } from './upload/fileKind';
