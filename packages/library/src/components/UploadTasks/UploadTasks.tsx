import { type Book, useT } from '@atelier/core';
import type { CSSProperties } from 'react';
import { useTaskDetail } from '../../hooks/useTaskDetail';
import { useTaskList } from '../../hooks/useTaskList';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { readerPath } from '../../upload/readerPath';
import { WidgetHeading, WidgetRoot } from '../shared/parts.styles';
import { UploadTaskDetailView } from './UploadTaskDetailView';
import { UploadTaskListView } from './UploadTaskListView';
import { DeleteBooksChoice } from './DeleteBooksChoice';
import { SubheadingLevel } from '../shared/SubheadingLevel';

/** Props of `UploadTasks`. */
export interface UploadTasksProps {
  /** The task shown in detail; none shows the list. Controlled by the host's route. @default undefined */
  taskId?: string | undefined;
  /** Open a task (`null`: back to the list), e.g. navigate to `/upload/tasks/{id}`. */
  onOpenTask(taskId: string | null): void;
  /** Where a book links to. @default readerPath (`/book/{type}/{id}`) */
  getReaderHref?: ((book: Book) => string) | undefined;
  /** Client-side navigation for book links. @default undefined */
  onNavigate?: ((href: string) => void) | undefined;
  /** Level of the widget's heading, to fit the host page's outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Hide the widget's heading when the host page already names it. @default true */
  showHeading?: boolean | undefined;
  /** Class on the widget's root element, for host styling. @default undefined */
  className?: string | undefined;
  /** Inline style on the widget's root element. @default undefined */
  style?: CSSProperties | undefined;
}

function TaskList({ onOpenTask }: Pick<UploadTasksProps, 'onOpenTask'>) {
  const model = useTaskList();
  return <UploadTaskListView {...model} onOpen={onOpenTask} />;
}

function TaskDetail({
  taskId,
  onOpenTask,
  getReaderHref,
  onNavigate,
  detailLevel,
}: Pick<UploadTasksProps, 'onOpenTask' | 'getReaderHref' | 'onNavigate'> & { taskId: string; detailLevel: 2 | 3 | 4 }) {
  const model = useTaskDetail(taskId, () => onOpenTask(null), DeleteBooksChoice);
  return (
    <UploadTaskDetailView
      {...model}
      onBack={() => onOpenTask(null)}
      getReaderHref={getReaderHref ?? readerPath}
      onNavigate={onNavigate}
      headingLevel={detailLevel}
    />
  );
}

/**
 * The viewer's upload tasks (admins see all): filter by status, search, page through; a task's
 * detail shows each file's status and the books created, with rename, cancel, retry and delete
 * (optionally with its books), all confirmed.
 * @example
 * <UploadTasks taskId={params.taskId} onOpenTask={(id) => navigate(id ? `/upload/tasks/${id}` : '/upload/tasks')} />
 */
export function UploadTasks({ taskId, headingLevel = 2, showHeading = true, className, style, ...rest }: UploadTasksProps) {
  const t = useT(libraryNamespace);
  return (
    <WidgetRoot data-part="upload-tasks" className={className} style={style}>
      {showHeading ? <WidgetHeading as={`h${headingLevel}`}>{t('tasks.title')}</WidgetHeading> : null}
      <SubheadingLevel level={showHeading ? headingLevel + 1 : headingLevel}>
        {taskId ? <TaskDetail key={taskId} taskId={taskId} detailLevel={showHeading ? ((headingLevel + 1) as 3 | 4) : headingLevel} {...rest} /> : <TaskList onOpenTask={rest.onOpenTask} />}
      </SubheadingLevel>
    </WidgetRoot>
  );
}
