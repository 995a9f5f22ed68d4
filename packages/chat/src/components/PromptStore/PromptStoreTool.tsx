import { useT } from '@atelier/core';
import type { PromptStoreModel } from '../../hooks/usePromptStore';
import { chatNamespace } from '../../i18n/chatNamespace';
import { useComposerDraft } from '../Composer/ComposerDraft';
import { SmallButton } from '../Markdown/Markdown.styles';
import { PromptStoreView } from './PromptStoreView';

/** The toolbar button and its dialog; "Use" adds the prompt to the draft and returns to it. */
export function PromptStoreTool(props: PromptStoreModel) {
  const t = useT(chatNamespace);
  const draft = useComposerDraft();
  return (
    <>
      <SmallButton type="button" aria-haspopup="dialog" data-part="prompt-store-button" onClick={() => props.onOpenChange(true)}>
        {t('prompts.open')}
      </SmallButton>
      <PromptStoreView
        {...props}
        onUse={(prompt) => {
          draft.append(prompt.content);
          props.onOpenChange(false);
          // After the dialog has handed focus back to its opener.
          setTimeout(() => draft.focus(), 0);
        }}
      />
    </>
  );
}
