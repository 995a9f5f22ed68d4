import { useT } from '@atelier/core';
import { useId } from 'react';
import { chatNamespace } from '../../i18n/chatNamespace';
import { Button, TextInput } from '../common/common.styles';
import { PromptActions, PromptError, PromptFormRoot } from './PromptStore.styles';
import type { PromptFormModel } from '../../hooks/usePromptStore.types';

export interface PromptFormViewProps extends PromptFormModel {
  onChange: (patch: { title?: string; content?: string }) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/** Add or edit one prompt; a refusal is announced and tied to both fields. */
export function PromptFormView({ mode, title, content, error, onChange, onSubmit, onCancel }: PromptFormViewProps) {
  const t = useT(chatNamespace);
  const id = useId();
  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  return (
    <PromptFormRoot
      aria-labelledby={`${id}-heading`}
      data-part="prompt-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <strong id={`${id}-heading`}>{mode === 'add' ? t('prompts.form.addTitle') : t('prompts.form.editTitle')}</strong>
      <label htmlFor={`${id}-title`}>{t('prompts.form.title')}</label>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens on an explicit Add/Edit press */}
      <TextInput id={`${id}-title`} autoFocus value={title} aria-invalid={error ? true : undefined} aria-describedby={described} onChange={(e) => onChange({ title: e.target.value })} />
      <label htmlFor={`${id}-content`}>{t('prompts.form.content')}</label>
      <textarea id={`${id}-content`} value={content} aria-invalid={error ? true : undefined} aria-describedby={described} onChange={(e) => onChange({ content: e.target.value })} />
      {error && (
        <PromptError id={errorId} role="alert">
          {error}
        </PromptError>
      )}
      <PromptActions>
        <Button type="submit" $variant="primary">
          {t('prompts.form.save')}
        </Button>
        <Button type="button" onClick={onCancel}>
          {t('prompts.form.cancel')}
        </Button>
      </PromptActions>
    </PromptFormRoot>
  );
}
