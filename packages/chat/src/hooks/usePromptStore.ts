import { useConfirm, useT, useUnmountedRef } from '@atelier/core';
import { useMemo, useState } from 'react';
import type { SuggestionSource } from '../model/suggestionTypes';
import type { PromptNotice, PromptStoreTab, PromptStoreViewProps } from './usePromptStore.types';
import { chatNamespace } from '../i18n/chatNamespace';
import { usePref } from '../prefs/usePref';
import { DEFAULT_PROMPT_SOURCES, type PromptSource } from '../prompts/downloadPromptList';
import { exportPrompts, mergePrompts, parsePromptFile, PROMPT_EXPORT_FILE } from '../prompts/importPrompts';
import { useChatServices } from '../services/useChatServices';
import { addPrompt, deletePrompt, editPrompt, searchPrompts } from '../prompts/promptRules';
import { createPromptSuggestions } from '../prompts/promptSuggestions';
import type { Prompt, PromptProblem } from '../prompts/types';
import { downloadFile } from './downloadFile';
import { useOnlinePrompts } from './useOnlinePrompts';

export interface PromptStoreOptions {
  /** Lists offered on the Online tab. @default DEFAULT_PROMPT_SOURCES (awesome-chatgpt-prompts-zh) */
  sources?: readonly PromptSource[];
  /** Downloads online lists. @default the browser's fetch */
  fetch?: typeof fetch;
}

/** The store dialog's view model; the toolbar tool adds `onUse`, which needs the draft. */
export type PromptStoreModel = Omit<PromptStoreViewProps, 'onUse'>;

interface FormState {
  mode: 'add' | 'edit';
  original: string;
  title: string;
  content: string;
  problem: PromptProblem | null;
}

const browserFetch: typeof fetch = (...args) => fetch(...args);

/** The prompt store: the local list (persisted), its dialog and the `/` suggestions. */
export function usePromptStore(options: PromptStoreOptions = {}): { view: PromptStoreModel; suggestions: SuggestionSource } {
  const t = useT(chatNamespace);
  const confirm = useConfirm();
  const promptListPref = useChatServices().prefs.prompts;
  const prompts = usePref(promptListPref);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<PromptStoreTab>('local');
  const [query, setQuery] = useState('');
  const [form, setForm] = useState<FormState | null>(null);
  const [notice, setNotice] = useState<PromptNotice | null>(null);
  const unmountedRef = useUnmountedRef();

  const merge = (incoming: readonly Prompt[]) => {
    const result = mergePrompts(promptListPref.get(), incoming);
    promptListPref.set(result.prompts);
    setNotice({
      tone: 'success',
      text: t('prompts.imported', { added: result.added.length, skipped: result.skipped.length }),
      details: result.skipped.map((s) => t(s.reason === 'TITLE_DUPLICATE' ? 'prompts.skippedTitle' : 'prompts.skippedContent', { title: s.prompt.title })),
    });
  };
  const fail = (code: 'INVALID_JSON' | 'KEY_MISMATCH' | 'READ_FAILED') => setNotice({ tone: 'danger', text: t(`prompts.problem.${code}`), details: [] });

  const online = useOnlinePrompts({ sources: options.sources ?? DEFAULT_PROMPT_SOURCES, fetch: options.fetch ?? browserFetch, onAdd: merge });
  const matching = useMemo(() => searchPrompts(prompts, query), [prompts, query]);
  const suggestionLabel = t('prompts.suggestions');
  const suggestions = useMemo(() => createPromptSuggestions(prompts, suggestionLabel), [prompts, suggestionLabel]);
  const problemText = (p: PromptProblem) => (p.code === 'CONTENT_DUPLICATE' ? t('prompts.problem.CONTENT_DUPLICATE', { msg: p.title }) : t(`prompts.problem.${p.code}`));

  const view: PromptStoreModel = {
    open,
    onOpenChange: (next) => {
      setOpen(next);
      if (next) return;
      setForm(null);
      setNotice(null);
    },
    tab,
    onTabChange: setTab,
    query,
    onQueryChange: setQuery,
    prompts: matching,
    total: prompts.length,
    form: form && { mode: form.mode, title: form.title, content: form.content, error: form.problem && problemText(form.problem) },
    onFormOpen: (prompt) =>
      setForm(prompt ? { mode: 'edit', original: prompt.title, title: prompt.title, content: prompt.content, problem: null } : { mode: 'add', original: '', title: '', content: '', problem: null }),
    onFormChange: (patch) => setForm((f) => f && { ...f, ...patch, problem: null }),
    onFormCancel: () => setForm(null),
    onFormSubmit: () => {
      if (!form) return;
      const list = promptListPref.get();
      const result = form.mode === 'add' ? addPrompt(list, form) : editPrompt(list, form.original, form);
      if (!result.ok) return setForm({ ...form, problem: result.problem });
      promptListPref.set(result.prompts);
      setForm(null);
    },
    onDelete: (prompt) =>
      void confirm({ title: t('prompts.confirmDelete', { title: prompt.title }), message: t('prompts.cannotUndo'), confirmLabel: t('prompts.delete'), destructive: true }).then(
        (ok) => ok && promptListPref.set(deletePrompt(promptListPref.get(), prompt.title)),
      ),
    onClearAll: () =>
      void confirm({ title: t('prompts.confirmClear'), message: t('prompts.cannotUndo'), confirmLabel: t('prompts.clearAll'), destructive: true }).then(
        (ok) => ok && promptListPref.set([]),
      ),
    onImport: (file) =>
      void file.text().then(
        (text) => {
          if (unmountedRef.current) return;
          const parsed = parsePromptFile(text);
          if (parsed.ok) merge(parsed.prompts);
          else fail(parsed.problem);
        },
        () => !unmountedRef.current && fail('READ_FAILED'),
      ),
    onExport: () => downloadFile(new Blob([exportPrompts(promptListPref.get())], { type: 'application/json' }), PROMPT_EXPORT_FILE),
    notice,
    onDismissNotice: () => setNotice(null),
    online,
  };
  return { view, suggestions };
}
