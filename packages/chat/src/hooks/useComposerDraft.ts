import { createContext, useContext } from 'react';
import type { ComposerDraft } from '../model/composerDraft';

export const ComposerDraftContext = createContext<ComposerDraft | null>(null);

/** The draft of the Composer this tool is rendered in. */
export function useComposerDraft(): ComposerDraft {
  const draft = useContext(ComposerDraftContext);
  if (!draft) throw new Error('useComposerDraft must be used inside a Composer toolbar');
  return draft;
}
