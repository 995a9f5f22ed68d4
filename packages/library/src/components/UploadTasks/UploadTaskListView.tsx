import { Button, Progress, Select, TextField, type UploadTaskStatus, useT } from '@atelier/core';
import { useState } from 'react';
import type { TaskListViewModel } from '../../hooks/useTaskList';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { LoadState } from '../shared/LoadState';
import { Pager } from '../shared/Pager';
import { Badge, Card, CardList, Muted, Row, Toolbar } from '../shared/parts.styles';
import { TASK_STATUSES, taskTone } from './taskStatus';

/** Props of `UploadTaskListView`. */
export interface UploadTaskListViewProps extends TaskListViewModel {
  /** A task in the list was chosen: show its detail. */
  onOpen(taskId: string): void;
}

/** Upload tasks with a status filter, search and pages. */
export function UploadTaskListView(props: UploadTaskListViewProps) {
  const t = useT(libraryNamespace);
  const [q, setQ] = useState(props.query.q);
  return (
    <>
      <Toolbar
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          props.search(q);
        }}
      >
        <Select
          label={t('tasks.filterStatus')}
          value={props.query.status}
          options={[{ value: '', label: t('tasks.allStatuses') }, ...TASK_STATUSES.map((s) => ({ value: s, label: t(`tasks.status.${s}`) }))]}
          onValueChange={(value) => props.setStatus(value as UploadTaskStatus | '')}
        />
        <TextField label={t('tasks.search')} type="search" value={q} onChange={(event) => setQ(event.target.value)} />
        <Button type="submit" variant="secondary">
          {t('list.searchButton')}
        </Button>
      </Toolbar>
      <LoadState
        status={props.status}
        error={props.error}
        empty={props.tasks.length === 0}
        emptyTitle={props.query.q || props.query.status ? t('tasks.noMatch') : t('tasks.empty')}
        onRetry={props.reload}
      >
        {props.tasks.length > 0 ? (
          <CardList aria-label={t('tasks.listLabel')}>
            {props.tasks.map((task) => (
              <Card key={task.task_id} data-part="task">
                <Row style={{ justifyContent: 'space-between' }}>
                  <strong style={{ overflowWrap: 'anywhere' }}>{task.task_name}</strong>
                  <Badge $tone={taskTone(task.status)}>{t(`tasks.status.${task.status}`)}</Badge>
                </Row>
                <Progress
                  label={t('tasks.progressOf', { name: task.task_name })}
                  value={task.total_files > 0 ? Math.round((task.uploaded_files / task.total_files) * 100) : 0}
                  valueText={t('tasks.counts', { uploaded: task.uploaded_files, total: task.total_files, failed: task.failed_files })}
                />
                <Muted>{t('tasks.counts', { uploaded: task.uploaded_files, total: task.total_files, failed: task.failed_files })}</Muted>
                <Muted>{t('tasks.created', { date: new Date(task.created_at).toLocaleString() })}</Muted>
                <Row>
                  <Button size="sm" variant="secondary" aria-label={t('tasks.openNamed', { name: task.task_name })} onClick={() => props.onOpen(task.task_id)}>
                    {t('tasks.open')}
                  </Button>
                </Row>
              </Card>
            ))}
          </CardList>
        ) : null}
        <Pager page={props.query.page} perPage={props.perPage} total={props.total} onPage={props.setPage} />
      </LoadState>
    </>
  );
}
