import ArrowDownIcon from 'lucide-react/icons/arrow-down';
import ArrowUpIcon from 'lucide-react/icons/arrow-up';
import { type BookVisibility, Button, IconButton, Select, TextField, useT } from '@atelier/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  type CSSProperties,
  type ReactNode,
  type Ref,
  memo,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { BatchGroupView, BatchUploaderViewModel } from '../../hooks/useBatchUploader';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { plural } from '../../i18n/plural';
import { isBookVisibility, VISIBILITIES } from '../../books/visibility';
import {
  EditorLine,
  GroupCard,
  GroupList,
  GroupScroller,
  Muted,
  Row,
} from './BatchUploader.styles';

type Edits = Pick<
  BatchUploaderViewModel,
  'renameGroup' | 'removeFile' | 'splitFile' | 'mergeGroup' | 'moveFile' | 'setGroupVisibility'
>;

/** The per-book choice's value for "as the batch". */
const AS_BATCH = 'batch';

/** Up to this many books render plainly; beyond it only the cards in view are mounted. */
const PLAIN_LIMIT = 40;

/** The proposed books before the batch starts: rename, reorder, split, merge, leave files out. */
export function BatchGroupEditor({
  groups,
  edits,
  batchVisibility,
}: {
  groups: BatchGroupView[];
  edits: Edits;
  /** The batch's choice, which a book follows unless it has its own. */
  batchVisibility: BookVisibility;
}) {
  const t = useT(libraryNamespace);
  // The merge choice is built for one book at a time, when asked for.
  const [merging, setMerging] = useState<string | null>(null);
  // The view model is a new object on every render; the cards get one stable set of edits that
  // calls the latest, so an unchanged card skips rendering.
  const latest = useRef(edits);
  useEffect(() => {
    latest.current = edits;
  });
  const stableEdits = useMemo<Edits>(
    () => ({
      renameGroup: (...a) => latest.current.renameGroup(...a),
      removeFile: (...a) => latest.current.removeFile(...a),
      splitFile: (...a) => latest.current.splitFile(...a),
      mergeGroup: (...a) => latest.current.mergeGroup(...a),
      moveFile: (...a) => latest.current.moveFile(...a),
      setGroupVisibility: (...a) => latest.current.setGroupVisibility(...a),
    }),
    [],
  );
  const label = plural(t, 'batch.books', { count: groups.length });
  const card = (
    group: BatchGroupView,
    index: number,
    extra: Pick<GroupCardProps, 'measureRef' | 'style'> = {},
  ) => (
    <GroupCardView
      key={group.id}
      group={group}
      index={index}
      edits={stableEdits}
      merging={merging === group.id}
      onMerging={setMerging}
      batchVisibility={batchVisibility}
      {...extra}
    />
  );
  if (groups.length <= PLAIN_LIMIT)
    return (
      <GroupList aria-label={label}>{groups.map((group, index) => card(group, index))}</GroupList>
    );
  return <VirtualGroups groups={groups} label={label} card={card} />;
}

/**
 * A thousand-book batch mounted a thousand cards (each a text field, a file list and buttons):
 * seconds to show and a long task when the batch started and they all unmounted. Cards have
 * different heights (open file lists, errors), so each is measured once it renders.
 */
function VirtualGroups({
  groups,
  label,
  card,
}: {
  groups: BatchGroupView[];
  label: string;
  card: (
    group: BatchGroupView,
    index: number,
    extra: Pick<GroupCardProps, 'measureRef' | 'style'>,
  ) => ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: groups.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 150,
    getItemKey: (index) => groups[index]!.id,
    overscan: 4,
    gap: 12,
    initialRect: { width: 800, height: 640 },
  });
  return (
    // Focusable so keyboard users can scroll it; Tab into a card scrolls it into view.
    <GroupScroller ref={scroller} tabIndex={0} role="group" aria-label={label}>
      <GroupList
        aria-label={label}
        style={{ position: 'relative', display: 'block', height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) =>
          card(groups[row.index]!, row.index, {
            measureRef: virtualizer.measureElement,
            style: {
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${row.start}px)`,
            },
          }),
        )}
      </GroupList>
    </GroupScroller>
  );
}

interface GroupCardProps {
  group: BatchGroupView;
  index: number;
  edits: Edits;
  merging: boolean;
  onMerging(groupId: string | null): void;
  batchVisibility: BookVisibility;
  measureRef?: Ref<HTMLLIElement>;
  style?: CSSProperties;
}

/** One proposed book; memoised so typing a title re-renders that card only. */
const GroupCardView = memo(function GroupCardView({
  group,
  index,
  edits,
  merging,
  onMerging,
  batchVisibility,
  measureRef,
  style,
}: GroupCardProps) {
  const t = useT(libraryNamespace);
  return (
    <GroupCard ref={measureRef} data-index={index} data-part="group" style={style}>
      <TextField
        label={t('batch.bookTitle', { type: t(`types.${group.type}`) })}
        value={group.title}
        error={group.titleError ?? undefined}
        onChange={(event) => edits.renameGroup(group.id, event.target.value)}
      />
      <Select
        label={t('batch.bookVisibility', { title: group.title })}
        value={group.visibility ?? AS_BATCH}
        options={[
          { value: AS_BATCH, label: t('batch.visibilityAsBatch', { choice: t(`visibility.${batchVisibility}`) }) },
          ...VISIBILITIES.map((value) => ({ value, label: t(`visibility.${value}`) })),
        ]}
        onValueChange={(value) => edits.setGroupVisibility(group.id, isBookVisibility(value) ? value : null)}
      />
      <Muted>
        {plural(t, 'batch.fileCount', { count: group.files.length })}
        {group.cover ? ` · ${t('batch.coverFrom', { name: group.cover })}` : ''}
      </Muted>
      <details open={group.files.length <= 5}>
        <summary>{t('batch.showFiles')}</summary>
        <ol style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {group.files.map((file, fileIndex) => (
            <li key={file.path}>
              <EditorLine>
                <span title={file.path}>
                  {fileIndex + 1}. {file.name} ({file.size})
                </span>
                {group.files.length > 1 ? (
                  <>
                    <IconButton
                      size="sm"
                      variant="ghost"
                      disabled={fileIndex === 0 || group.files[fileIndex - 1]?.image !== file.image}
                      label={t('batch.moveUp', { name: file.name })}
                      icon={<ArrowUpIcon />}
                      onClick={() => edits.moveFile(group.id, file.path, -1)}
                    />
                    <IconButton
                      size="sm"
                      variant="ghost"
                      disabled={fileIndex === group.files.length - 1 || group.files[fileIndex + 1]?.image !== file.image}
                      label={t('batch.moveDown', { name: file.name })}
                      icon={<ArrowDownIcon />}
                      onClick={() => edits.moveFile(group.id, file.path, 1)}
                    />
                    {file.image ? null : (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`${t('batch.splitShort')}: ${file.name}`}
                        onClick={() => edits.splitFile(group.id, file.path)}
                      >
                        {t('batch.splitShort')}
                      </Button>
                    )}
                  </>
                ) : null}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`${t('batch.removeShort')}: ${file.name}`}
                  onClick={() => edits.removeFile(file.path)}
                >
                  {t('batch.removeShort')}
                </Button>
              </EditorLine>
            </li>
          ))}
        </ol>
      </details>
      {group.canMerge ? (
        <Row>
          {merging ? (
            <Select
              label={t('batch.mergeInto', { title: group.title })}
              placeholder={t('batch.mergeChoose')}
              value=""
              options={group
                .mergeTargets()
                .map((target) => ({ value: target.id, label: target.title }))}
              onValueChange={(targetId) => {
                if (!targetId) return;
                onMerging(null);
                edits.mergeGroup(group.id, targetId);
              }}
            />
          ) : (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('batch.mergeStartNamed', { title: group.title })}
              onClick={() => onMerging(group.id)}
            >
              {t('batch.mergeStart')}
            </Button>
          )}
        </Row>
      ) : null}
    </GroupCard>
  );
});
