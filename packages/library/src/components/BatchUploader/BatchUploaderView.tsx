import { Button, Progress, TextField, useT } from '@atelier/core';
import { type CSSProperties, type DragEvent, useId, useRef, useState } from 'react';
import type { BatchUploaderViewModel } from '../../hooks/useBatchUploader';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { plural } from '../../i18n/plural';
import { BOOK_ACCEPT } from '../../upload/fileKind';
import { pickedFromList, readDroppedFiles } from '../../upload/readDroppedFiles';
import { VirtualList } from '../shared/VirtualList';
import { VisibilityChoice } from '../shared/VisibilityChoice';
import { BatchGroupEditor } from './BatchGroupEditor';
import { BatchRoot, ErrorText, FileLine, Heading, HiddenInput, LinkButton, Muted, Row, StatusBadge, Zone } from './BatchUploader.styles';
import { navigateOnClick } from '../shared/navigateOnClick';

/** Props of `BatchUploaderView`. */
export interface BatchUploaderViewProps extends BatchUploaderViewModel {
  /** "Start another batch" once this one is over. */
  onReset(): void;
  /** Client-side navigation for the task link. @default undefined (plain link) */
  onNavigate?: ((href: string) => void) | undefined;
  /** Level of the widget's heading, to fit the host page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Hide the widget's own heading when the host page already names it. @default true */
  showHeading?: boolean | undefined;
  /** Class on the widget's root element, for host styling. @default undefined */
  className?: string | undefined;
  /** Inline style on the widget's root element. @default undefined */
  style?: CSSProperties | undefined;
}

// React's types do not know the folder picker attributes.
const FOLDER_PICKER = { webkitdirectory: '', directory: '' } as Record<string, string>;
const RUNNING = new Set(['creating', 'uploading', 'paused', 'completing', 'cancelling']);

/** Batch and folder upload: pick, edit the grouping, then per-file status and overall progress. */
export function BatchUploaderView(props: BatchUploaderViewProps) {
  const t = useT(libraryNamespace);
  const { phase, groups, rows, totals } = props;
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const headingId = useId();
  const canPick = phase === 'picking' || phase === 'restoring' || phase === 'paused';

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!canPick) return;
    void readDroppedFiles(event.dataTransfer).then(props.pick);
  };

  const picker = (
    <Zone
      data-part="dropzone"
      $active={dragging}
      $invalid={Boolean(props.pickError)}
      onDragOver={(event) => {
        event.preventDefault();
        if (canPick) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <span>{dragging ? t('batch.dropActive') : t('batch.drop')}</span>
      <HiddenInput
        ref={filesInput}
        type="file"
        multiple
        accept={`${BOOK_ACCEPT},image/*`}
        tabIndex={-1}
        aria-label={t('batch.chooseFiles')}
        onChange={(event) => {
          props.pick(pickedFromList(event.target.files));
          event.target.value = '';
        }}
      />
      <HiddenInput
        ref={folderInput}
        type="file"
        multiple
        {...FOLDER_PICKER}
        tabIndex={-1}
        aria-label={t('batch.chooseFolder')}
        onChange={(event) => {
          props.pick(pickedFromList(event.target.files));
          event.target.value = '';
        }}
      />
      <Row>
        <Button variant="secondary" onClick={() => filesInput.current?.click()}>
          {t('batch.chooseFiles')}
        </Button>
        <Button variant="secondary" onClick={() => folderInput.current?.click()}>
          {t('batch.chooseFolder')}
        </Button>
      </Row>
      <Muted>{t('batch.grouping')}</Muted>
      {props.pickError ? <ErrorText role="alert">{props.pickError}</ErrorText> : null}
    </Zone>
  );

  const fileList = (
    <VirtualList
      items={rows}
      rowHeight={44}
      label={t('batch.fileList')}
      getKey={(row) => row.key}
      renderRow={(row) => (
        <FileLine data-status={row.status} title={row.error ?? row.key}>
          <span>
            {row.name} <Muted as="span">· {row.book}</Muted>
            {row.error ? <ErrorText as="span"> · {row.error}</ErrorText> : null}
          </span>
          {row.status === 'uploading' ? <span aria-hidden="true">{row.percent}%</span> : null}
          <StatusBadge $status={row.status}>{t(`batch.status.${row.status}`)}</StatusBadge>
        </FileLine>
      )}
    />
  );

  const taskLink = props.taskHref ? (
    <LinkButton
      href={props.taskHref}
      onClick={navigateOnClick(props.taskHref, props.onNavigate)}
    >
      {t('batch.openTask')}
    </LinkButton>
  ) : null;

  return (
    <BatchRoot
      data-part="batch-uploader"
      data-state={phase}
      className={props.className}
      style={props.style}
      aria-labelledby={props.showHeading === false ? undefined : headingId}
    >
      {props.showHeading === false ? null : (
        <Heading as={`h${props.headingLevel ?? 2}`} id={headingId}>
          {t('batch.title')}
        </Heading>
      )}

      {phase === 'picking' ? (
        <>
          {picker}
          {groups.length > 0 ? (
            <>
              <TextField label={t('batch.taskName')} value={props.taskName} onChange={(event) => props.setTaskName(event.target.value)} />
              <VisibilityChoice value={props.visibility} hint={t('visibility.batchHint')} onChange={props.setVisibility} />
              <p style={{ margin: 0 }} role="status">
                {t('batch.summary', {
                  books: plural(t, 'batch.books', { count: groups.length }),
                  files: plural(t, 'batch.fileCount', { count: groups.reduce((n, g) => n + g.files.length, 0) }),
                })}
              </p>
              {props.skipped.length > 0 ? <Muted>{t('batch.skipped', { count: props.skipped.length, names: props.skipped.slice(0, 5).join(', ') })}</Muted> : null}
              <BatchGroupEditor groups={groups} edits={props} batchVisibility={props.visibility} />
            </>
          ) : null}
          <Row>
            <Button variant="primary" onClick={props.start}>
              {t('batch.start')}
            </Button>
            {groups.length > 0 ? (
              <Button variant="ghost" onClick={props.clear}>
                {t('batch.clear')}
              </Button>
            ) : null}
          </Row>
        </>
      ) : null}

      {phase === 'restoring' ? (
        <>
          <div role="status" style={{ display: 'grid', gap: 4 }}>
            <strong>{t('batch.restoreTitle', { name: props.taskName })}</strong>
            <span>{plural(t, 'batch.restoreHelp', { count: props.missing })}</span>
          </div>
          {picker}
          <Row>
            <Button variant="ghost" onClick={props.cancel}>
              {t('batch.cancelTask')}
            </Button>
          </Row>
        </>
      ) : null}

      {phase !== 'picking' ? (
        <div style={{ display: 'grid', gap: 8 }} data-part="progress">
          <Progress label={t('batch.overall', { name: props.taskName })} value={totals.percent} valueText={props.totals.text} />
          <Muted aria-live="polite">
            {totals.text}
            {totals.failed > 0 ? ` · ${plural(t, 'batch.failedCount', { count: totals.failed })}` : ''}
          </Muted>
        </div>
      ) : null}

      {RUNNING.has(phase) ? (
        <Row>
          {phase === 'paused' ? (
            <Button variant="primary" onClick={props.resume}>
              {t('batch.resume')}
            </Button>
          ) : (
            <Button variant="secondary" disabled={phase !== 'uploading'} onClick={props.pause}>
              {t('batch.pause')}
            </Button>
          )}
          {totals.failed > 0 && (phase === 'uploading' || phase === 'paused') ? (
            <Button variant="secondary" onClick={props.retryFailed}>
              {t('batch.retryFailed')}
            </Button>
          ) : null}
          <Button variant="ghost" disabled={phase === 'cancelling'} onClick={props.cancel}>
            {t('batch.cancelTask')}
          </Button>
        </Row>
      ) : null}
      {phase === 'paused' && props.missing > 0 ? <Muted>{plural(t, 'batch.restoreHelp', { count: props.missing })}</Muted> : null}

      {phase === 'failed' ? (
        <div role="alert" style={{ display: 'grid', gap: 8 }}>
          <strong>{t('batch.taskFailed')}</strong>
          {props.error ? <ErrorText>{props.error}</ErrorText> : null}
          <Row>
            <Button variant="primary" onClick={props.retry}>
              {t('batch.retry')}
            </Button>
            <Button variant="ghost" onClick={props.cancel}>
              {t('batch.cancelTask')}
            </Button>
          </Row>
        </div>
      ) : null}

      {phase === 'finished' ? (
        <div role="status" style={{ display: 'grid', gap: 8 }} data-part="result">
          <strong>{totals.failed > 0 ? t('batch.finishedPartial', { uploaded: totals.uploaded, total: totals.total }) : plural(t, 'batch.finished', { count: totals.total })}</strong>
          <Row>
            {taskLink}
            {totals.failed > 0 ? (
              <Button variant="secondary" onClick={props.retryFailed}>
                {t('batch.retryFailed')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={props.onReset}>
              {t('batch.another')}
            </Button>
          </Row>
        </div>
      ) : null}

      {phase === 'cancelled' ? (
        <div role="status" style={{ display: 'grid', gap: 8 }}>
          <span>{t('batch.cancelled')}</span>
          <Row>
            <Button variant="secondary" onClick={props.onReset}>
              {t('batch.another')}
            </Button>
          </Row>
        </div>
      ) : null}

      {phase !== 'picking' && rows.length > 0 ? fileList : null}
    </BatchRoot>
  );
}
