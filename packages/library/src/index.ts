export const PACKAGE_NAME = '@atelier/library';

export { BookUploader, type BookUploaderProps, BookUploaderView, type BookUploaderViewProps } from './components/BookUploader';
export {
  type BookUploaderOptions,
  type BookUploaderPhase,
  type BookUploaderViewModel,
  useBookUploader,
} from './hooks/useBookUploader';
export type { BookUploaderViewData } from './viewModels/selectBookUploaderView';
export { BatchUploader, type BatchUploaderProps, BatchUploaderView, type BatchUploaderViewProps } from './components/BatchUploader';
export {
  type BatchFileRow,
  type BatchGroupView,
  type BatchUploaderOptions,
  type BatchUploaderPhase,
  type BatchUploaderViewModel,
  useBatchUploader,
} from './hooks/useBatchUploader';
export type { BatchUploaderViewData } from './viewModels/selectBatchUploaderView';
export { UploadTasks, type UploadTasksProps, UploadTaskListView, type UploadTaskListViewProps, UploadTaskDetailView, type UploadTaskDetailViewProps } from './components/UploadTasks';
export { useTaskList, type TaskListViewModel, type TaskListQuery } from './hooks/useTaskList';
export { useTaskDetail, type TaskDetailViewModel, type DeleteBooksChoiceProps } from './hooks/useTaskDetail';
export { BookCard, type BookCardProps, BookGridCard, type BookGridCardProps, type BookProgress, GeneratedCover, type GeneratedCoverProps } from './components/BookCard';
export { VisibilityChoice, type VisibilityChoiceProps } from './components/shared/VisibilityChoice';
export { VisibilityBadge, type VisibilityBadgeProps } from './components/shared/VisibilityBadge';
export { BookList, type BookListProps, BookListView, type BookListViewProps, BookEditModal, type BookEditModalProps, BOOK_TYPES } from './components/BookList';
export { ReadingShelves, type ReadingShelvesProps, type ShelfSection, ShelfView, type ShelfViewProps } from './components/ReadingShelves';
export { useBookList, type BookListViewModel, type BookListFilters, type BookListScope, type BookSelection } from './hooks/useBookList';
export { useShelfLayout, type ShelfLayout, type ShelfLayoutState } from './hooks/useShelfLayout';
export { useShelf, type ShelfEntry, type ShelfKind, type ShelfViewModel } from './hooks/useShelf';
export { highlightParts, type TextPart } from './books/highlight';
export { AdminPanel, type AdminPanelProps, AdminUsersView, type AdminUsersViewProps, AdminStatsView } from './components/AdminPanel';
export { useAdminUsers, type AdminUsersViewModel, type ResetLinkState } from './hooks/useAdminUsers';
export { useAdminStats, type AdminStatsViewModel } from './hooks/useAdminStats';
export { libraryNamespace, type LibraryMessages } from './i18n/libraryNamespace';
export { readerPath } from './upload/readerPath';
export { createLibraryApi, type LibraryApi, type OwnBookListQuery, type UploadBookInput, type UploadProgress } from './api/createLibraryApi';
export { uploadFileMachine, type UploadFileContext, type UploadFileEvent, type UploadFileInput } from './machines/uploadFileMachine';
export { batchTaskMachine, DEFAULT_CONCURRENCY, toPersistedBatch } from './machines/batchTaskMachine';
export { type BatchFile, type BatchPlan, isPersistedBatch, type PersistedBatch } from './machines/batchTypes';
export { planBatch } from './batch/planBatch';
export { readDroppedFiles, pickedFromList } from './upload/readDroppedFiles';
export type { UploadError, UploadRequest, UploadRequestFields, UploadResult, UploadSource } from './machines/uploadTypes';
export { createUploadFileActor, type UploadFileActorDeps } from './actors/createUploadFileActor';
export type { TusAuth } from './actors/refreshingHttpStack';
export { createLibraryServices, type LibraryServices } from './services/createLibraryServices';
export { useLibraryServices } from './hooks/useLibraryServices';
export { TUS_THRESHOLD_BYTES } from './actors/tusTransfer';
export { groupFiles, type BookGroup, type PickedFile } from './upload/groupFiles';
export { fileKindOf, type FileKind, titleFromFileName } from './upload/fileKind';
export type { BatchFileStatus } from './machines/batchTypes';
export type { BatchTaskContext, BatchTaskEvent, BatchTaskInput } from './machines/batchTaskMachine';
export type { CallOptions } from './api/createLibraryApi';
export type { FileLike, GroupedPick } from './upload/groupFiles';
export type { PlannedBatch } from './batch/planBatch';
export type { TusTransferOptions } from './actors/tusTransfer';
export type { UploadActorEvent } from './machines/uploadFileMachine';
export type { BatchSources } from './machines/batchTypes';
export type { FileSnapshot } from './machines/batchTaskMachine';
