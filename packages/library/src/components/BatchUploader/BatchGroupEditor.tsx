import { Button, Select, TextField, useT } from '@atelier/core';
import { useState } from 'react';
import type { BatchGroupView, BatchUploaderViewModel } from '../../hooks/useBatchUploader';
import { libraryNamespace } from '../../i18n/libraryNamespace';
import { plural } from '../../i18n/plural';
import { EditorLine, GroupCard, GroupList, Muted, Row } from './BatchUploader.styles';

type Edits = Pick<BatchUploaderViewModel, 'renameGroup' | 'removeFile' | 'splitFile' | 'mergeGroup' | 'moveFile'>;

/** The proposed books before the batch starts: rename, reorder, split, merge, leave files out. */
export function BatchGroupEditor({ groups, edits }: { groups: BatchGroupView[]; edits: Edits }) {
  const t = useT(libraryNamespace);
  // The merge choice is built for one book at a time, when asked for.
  const [merging, setMerging] = useState<string | null>(null);
  return (
    <GroupList aria-label={plural(t, 'batch.books', { count: groups.length })}>
      {groups.map((group) => (
        <GroupCard key={group.id} data-part="group">
          <TextField
            label={t('batch.bookTitle', { type: t(`types.${group.type}`) })}
            value={group.title}
            error={group.titleError ?? undefined}
            onChange={(event) => edits.renameGroup(group.id, event.target.value)}
          />
          <Muted>
            {plural(t, 'batch.fileCount', { count: group.files.length })}
            {group.cover ? ` · ${t('batch.coverFrom', { name: group.cover })}` : ''}
          </Muted>
          <details open={group.files.length <= 5}>
            <summary>{t('batch.showFiles')}</summary>
            <ol style={{ margin: 0, padding: 0, listStyle: 'none' }}>
              {group.files.map((file, index) => (
                <li key={file.path}>
                  <EditorLine>
                    <span title={file.path}>
                      {index + 1}. {file.name} ({file.size})
                    </span>
                    {group.files.length > 1 ? (
                      <>
                        <Button size="sm" variant="ghost" disabled={index === 0} aria-label={t('batch.moveUp', { name: file.name })} onClick={() => edits.moveFile(group.id, file.path, -1)}>
                          ↑
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={index === group.files.length - 1}
                          aria-label={t('batch.moveDown', { name: file.name })}
                          onClick={() => edits.moveFile(group.id, file.path, 1)}
                        >
                          ↓
                        </Button>
                        <Button size="sm" variant="ghost" aria-label={`${t('batch.splitShort')}: ${file.name}`} onClick={() => edits.splitFile(group.id, file.path)}>
                          {t('batch.splitShort')}
                        </Button>
                      </>
                    ) : null}
                    <Button size="sm" variant="ghost" aria-label={`${t('batch.removeShort')}: ${file.name}`} onClick={() => edits.removeFile(file.path)}>
                      {t('batch.removeShort')}
                    </Button>
                  </EditorLine>
                </li>
              ))}
            </ol>
          </details>
          {group.canMerge ? (
            <Row>
              {merging === group.id ? (
                <Select
                  label={t('batch.mergeInto', { title: group.title })}
                  placeholder={t('batch.mergeChoose')}
                  value=""
                  options={group.mergeTargets().map((target) => ({ value: target.id, label: target.title }))}
                  onValueChange={(targetId) => {
                    if (!targetId) return;
                    setMerging(null);
                    edits.mergeGroup(group.id, targetId);
                  }}
                />
              ) : (
                <Button size="sm" variant="secondary" aria-label={t('batch.mergeStartNamed', { title: group.title })} onClick={() => setMerging(group.id)}>
                  {t('batch.mergeStart')}
                </Button>
              )}
            </Row>
          ) : null}
        </GroupCard>
      ))}
    </GroupList>
  );
}
