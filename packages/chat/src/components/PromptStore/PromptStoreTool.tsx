import { useT } from '@atelier/core';
import type { PromptStoreModel } from '../../hooks/usePromptStore';
import { chatNamespace } from '../../i18n/chatNamespace';
import { useComposerDraft } from '../../hooks/useComposerDraft';
import { lazyDialog } from '../common/LazyDialog';
import { SmallButton } from '../Markdown/Markdown.styles';

/** Its own chunk: fetched when the button is first reached or pressed. */
const PromptStoreView = lazyDialog(() => import('./PromptStoreView').then((m) => m.PromptStoreView));

/** The toolbar button and its dialog; "Use" adds the prompt to the draft and returns to it. */
export function PromptStoreTool(props: PromptStoreModel) {
  const t = useT(chatNamespace);
  const draft = useComposerDraft();
  return (
    <>
      <SmallButton type="button" aria-haspopup="dialog" data-part="prompt-store-button" onPointerEnter={PromptStoreView.preload} onFocus={PromptStoreView.preload} onClick={() => props.onOpenChange(true)}>
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
