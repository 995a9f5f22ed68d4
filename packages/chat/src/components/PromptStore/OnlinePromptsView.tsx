import { useT } from '@atelier/core';
import { useId } from 'react';
import { chatNamespace } from '../../i18n/chatNamespace';
import { Button, TextInput } from '../common/common.styles';
import { PromptActions, PromptError, PromptHint, PromptListRoot, PromptPane, PromptRow, PromptText, PromptUrlForm } from './PromptStore.styles';
import type { OnlinePromptsModel } from '../../hooks/useOnlinePrompts.types';

/** The Online tab: a list address, Download, a preview, and Add all to local. */
export function OnlinePromptsView(props: OnlinePromptsModel) {
  const t = useT(chatNamespace);
  const id = useId();
  return (
    <PromptPane>
      {props.sources.length > 0 && (
        <PromptActions role="group" aria-labelledby={`${id}-sources`}>
          <PromptHint id={`${id}-sources`}>{t('prompts.online.sources')}</PromptHint>
          {props.sources.map((source) => (
            <Button key={source.url} type="button" aria-pressed={props.url === source.url} onClick={() => props.onUrlChange(source.url)}>
              {source.name}
            </Button>
          ))}
        </PromptActions>
      )}
      <PromptUrlForm
        onSubmit={(e) => {
          e.preventDefault();
          props.onDownload();
        }}
      >
        <label htmlFor={`${id}-url`}>
          {t('prompts.online.url')}
        </label>
        <TextInput id={`${id}-url`} type="url" inputMode="url" value={props.url} aria-invalid={props.error ? true : undefined} aria-describedby={props.error ? `${id}-error` : undefined} onChange={(e) => props.onUrlChange(e.target.value)} />
        <Button type="submit" $variant="primary" disabled={props.downloading} aria-busy={props.downloading || undefined}>
          {t('prompts.online.download')}
        </Button>
      </PromptUrlForm>
      {props.error && (
        <PromptError id={`${id}-error`} role="alert">
          {props.error}
        </PromptError>
      )}
      {props.preview && (
        <>
          <PromptActions>
            <PromptHint role="status">{t('prompts.online.preview', { count: props.preview.length })}</PromptHint>
            <Button type="button" $variant="primary" onClick={props.onAddAll} disabled={props.preview.length === 0}>
              {t('prompts.online.addAll')}
            </Button>
          </PromptActions>
          <PromptListRoot aria-label={t('prompts.online.previewList')}>
            {props.preview.map((prompt, index) => (
              <PromptRow key={`${index}-${prompt.title}`}>
                <PromptText>
                  <strong>{prompt.title}</strong>
                  <span>{prompt.content}</span>
                </PromptText>
              </PromptRow>
            ))}
          </PromptListRoot>
        </>
      )}
    </PromptPane>
  );
}
