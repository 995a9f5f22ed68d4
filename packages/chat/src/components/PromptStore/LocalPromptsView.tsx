import { useT } from '@atelier/core';
import { useRef } from 'react';
import { chatNamespace } from '../../i18n/chatNamespace';
import { Button, TextInput } from '../common/common.styles';
import { PromptFormView } from './PromptFormView';
import { PromptActions, PromptHint, PromptListRoot, PromptPane, PromptRow, PromptText } from './PromptStore.styles';
import type { LocalPromptsViewProps } from '../../hooks/usePromptStore.types';

/** The Local tab: search, add/edit form, import/export, and the list with Use/Edit/Delete. */
export function LocalPromptsView(props: LocalPromptsViewProps) {
  const t = useT(chatNamespace);
  const fileRef = useRef<HTMLInputElement>(null);
  const { form } = props;
  return (
    <PromptPane>
      <TextInput type="search" aria-label={t('prompts.search')} placeholder={t('prompts.searchPlaceholder')} value={props.query} onChange={(e) => props.onQueryChange(e.target.value)} />
      <PromptActions>
        <Button type="button" $variant="primary" onClick={() => props.onFormOpen()} disabled={form?.mode === 'add'}>
          {t('prompts.add')}
        </Button>
        <Button type="button" onClick={() => fileRef.current?.click()}>
          {t('prompts.import')}
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          aria-label={t('prompts.importLabel')}
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) props.onImport(file);
            e.target.value = '';
          }}
        />
        <Button type="button" onClick={props.onExport} disabled={props.total === 0}>
          {t('prompts.export')}
        </Button>
        <Button type="button" $variant="danger" onClick={props.onClearAll} disabled={props.total === 0}>
          {t('prompts.clearAll')}
        </Button>
      </PromptActions>
      <PromptHint>{t('prompts.importWarning')}</PromptHint>
      {form && <PromptFormView {...form} onChange={props.onFormChange} onSubmit={props.onFormSubmit} onCancel={props.onFormCancel} />}
      <PromptHint role="status">
        {props.total === 0 ? t('prompts.empty') : props.prompts.length === 0 ? t('prompts.noResults', { query: props.query }) : t('prompts.count', { count: props.prompts.length })}
      </PromptHint>
      {props.prompts.length > 0 && (
        <PromptListRoot aria-label={t('prompts.list')}>
          {props.prompts.map((prompt) => (
            <PromptRow key={prompt.title} data-part="prompt">
              <PromptText>
                <strong>{prompt.title}</strong>
                <span>{prompt.content}</span>
              </PromptText>
              <PromptActions>
                <Button type="button" $variant="primary" aria-label={t('prompts.useLabel', { title: prompt.title })} onClick={() => props.onUse(prompt)}>
                  {t('prompts.use')}
                </Button>
                <Button type="button" aria-label={t('prompts.editLabel', { title: prompt.title })} onClick={() => props.onFormOpen(prompt)}>
                  {t('prompts.edit')}
                </Button>
                <Button type="button" $variant="ghost" aria-label={t('prompts.deleteLabel', { title: prompt.title })} onClick={() => props.onDelete(prompt)}>
                  {t('prompts.delete')}
                </Button>
              </PromptActions>
            </PromptRow>
          ))}
        </PromptListRoot>
      )}
    </PromptPane>
  );
}
