import { type Book, Button, TextField, useT, useUnmountedRef } from '@atelier/core';
import { useState } from 'react';
import type { TaskDetailViewModel } from '../../hooks/useTaskDetail';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { uploadErrorMessage } from '../../upload/uploadErrorMessage';
import { LoadState } from '../shared/LoadState';
import { Badge, Card, CardList, ErrorText, Muted, Row, TextLink } from '../shared/parts.styles';
import { VirtualList } from '../shared/VirtualList';
import { taskTone } from './taskStatus';
import { navigateOnClick } from '../shared/navigateOnClick';

/** Props of `UploadTaskDetailView`. */
export interface UploadTaskDetailViewProps extends TaskDetailViewModel {
  /** The "back to the list" button was pressed. */
  onBack(): void;
  /** Where a created book links to (its reader). */
  getReaderHref(book: Book): string;
  /** Client-side navigation for book links. @default undefined (plain links) */
  onNavigate?: ((href: string) => void) | undefined;
  /** Level of the detail's heading, to fit the host page's outline. */
  headingLevel: 2 | 3 | 4;
}

const FILE_TONE = { pending: 'neutral', uploaded: 'success', failed: 'danger' } as const;

/** One task: status, counts, per-file status, the books it made, and rename/cancel/retry/delete. */
export function UploadTaskDetailView(props: UploadTaskDetailViewProps) {
  const t = useT(libraryNamespace);
  const { task } = props;
  const [editing, setEditing] = useState(false);
  const unmountedRef = useUnmountedRef();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const Heading = `h${props.headingLevel}` as const;
  const SubHeading = `h${Math.min(props.headingLevel + 1, 6)}` as 'h3';

  return (
    <>
      <Row>
        <Button size="sm" variant="ghost" onClick={props.onBack}>
          {t('tasks.back')}
        </Button>
      </Row>
      <LoadState status={props.status} error={props.error} onRetry={props.reload}>
        {task ? (
          <div style={{ display: 'grid', gap: 12 }} data-part="task-detail">
            <Row style={{ justifyContent: 'space-between' }}>
              <Heading style={{ margin: 0, overflowWrap: 'anywhere' }}>{task.task_name}</Heading>
              <Badge $tone={taskTone(task.status)}>{t(`tasks.status.${task.status}`)}</Badge>
            </Row>
            <Muted>
              {t('tasks.counts', { uploaded: task.uploaded_files, total: task.total_files, failed: task.failed_files })}
              {task.root_path ? ` · ${t('tasks.folder', { path: task.root_path })}` : ''} · {t('tasks.created', { date: new Date(task.created_at).toLocaleString() })}
            </Muted>

            {editing ? (
              <form
                noValidate
                style={{ display: 'grid', gap: 8 }}
                onSubmit={(event) => {
                  event.preventDefault();
                  if (name.trim() === '') {
                    setNameError(t('tasks.nameRequired'));
                    return;
                  }
                  void props.rename(name).then((ok) => {
                    if (ok && !unmountedRef.current) setEditing(false);
                  });
                }}
              >
                <TextField label={t('tasks.name')} value={name} error={nameError ?? undefined} onChange={(event) => setName(event.target.value)} />
                <Row>
                  <Button type="submit" variant="primary" loading={props.busy}>
                    {t('tasks.save')}
                  </Button>
                  <Button variant="ghost" onClick={() => setEditing(false)}>
                    {t('tasks.cancelEdit')}
                  </Button>
                </Row>
              </form>
            ) : (
              <Row>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={props.busy}
                  onClick={() => {
                    setName(task.task_name);
                    setNameError(null);
                    setEditing(true);
                  }}
                >
                  {t('tasks.rename')}
                </Button>
                {task.failed_files > 0 && task.status !== 'cancelled' ? (
                  <Button size="sm" variant="secondary" disabled={props.busy} onClick={props.retry}>
                    {t('tasks.retry')}
                  </Button>
                ) : null}
                {task.status === 'pending' || task.status === 'uploading' ? (
                  <Button size="sm" variant="secondary" disabled={props.busy} onClick={props.cancel}>
                    {t('tasks.cancel')}
                  </Button>
                ) : null}
                <Button size="sm" variant="danger" disabled={props.busy} onClick={props.remove}>
                  {t('tasks.delete')}
                </Button>
              </Row>
            )}

            <SubHeading style={{ margin: 0 }}>{t('tasks.files')}</SubHeading>
            {task.files && task.files.length > 0 ? (
              <VirtualList
                items={task.files}
                rowHeight={44}
                maxHeight={300}
                label={t('tasks.files')}
                getKey={(file) => `${file.book_id ?? ''}:${file.file_path}:${file.file_index}`}
                renderRow={(file) => (
                  <Row style={{ height: 44, padding: '0 8px', flexWrap: 'nowrap', borderBottom: '1px solid var(--atelier-color-border)' }}>
                    <span style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={file.error ? uploadErrorMessage(t, { code: file.error }) : file.file_path}>
                      {file.file_path}
                      {/* The server records the failure's code; it is worded here, never shown as is. */}
                      {file.error ? <ErrorText as="span"> · {uploadErrorMessage(t, { code: file.error })}</ErrorText> : null}
                    </span>
                    <Badge $tone={FILE_TONE[file.status]}>{t(`batch.status.${file.status}`)}</Badge>
                  </Row>
                )}
              />
            ) : (
              <Muted>{t('tasks.noFiles')}</Muted>
            )}

            <SubHeading style={{ margin: 0 }}>{t('tasks.books')}</SubHeading>
            {props.books.length > 0 ? (
              <CardList aria-label={t('tasks.books')}>
                {props.books.map((book) => {
                  const href = props.getReaderHref(book);
                  return (
                    <Card key={book.id}>
                      <TextLink
                        href={href}
                        onClick={navigateOnClick(href, props.onNavigate)}
                      >
                        {book.title}
                      </TextLink>
                      <Muted>
                        {t(`types.${book.type}`)} · {book.complete ? t('books.complete') : t('books.incomplete')}
                      </Muted>
                    </Card>
                  );
                })}
              </CardList>
            ) : (
              <Muted>{t('tasks.noBooks')}</Muted>
            )}
          </div>
        ) : null}
      </LoadState>
    </>
  );
}
