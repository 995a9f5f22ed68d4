export { UploadTasks, type UploadTasksProps } from './UploadTasks';
export { UploadTaskListView, type UploadTaskListViewProps } from './UploadTaskListView';
export { UploadTaskDetailView, type UploadTaskDetailViewProps } from './UploadTaskDetailView';
