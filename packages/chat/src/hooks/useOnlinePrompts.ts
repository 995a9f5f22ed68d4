import { useT } from '@atelier/core';
import { useEffect, useRef, useState } from 'react';
import type { OnlinePromptsModel } from './useOnlinePrompts.types';
import { chatNamespace } from '../i18n/chatNamespace';
import { type DownloadProblem, downloadPromptList, type PromptSource } from '../prompts/downloadPromptList';
import type { Prompt } from '../prompts/types';

export interface OnlinePromptsOptions {
  sources: readonly PromptSource[];
  fetch: typeof fetch;
  /** Adds the downloaded list to the local one (duplicates are skipped and reported there). */
  onAdd: (prompts: readonly Prompt[]) => void;
}

/** The Online tab: enter or pick a URL, download, preview, add to the local list. */
export function useOnlinePrompts({ sources, fetch: fetchFn, onAdd }: OnlinePromptsOptions): OnlinePromptsModel {
  const t = useT(chatNamespace);
  const [url, setUrl] = useState(sources[0]?.url ?? '');
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<DownloadProblem | null>(null);
  const [preview, setPreview] = useState<Prompt[] | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  return {
    sources,
    url,
    onUrlChange: (next) => {
      setUrl(next);
      setProblem(null);
    },
    downloading,
    error: problem && t(`prompts.problem.${problem}`),
    preview,
    onDownload: () => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      setDownloading(true);
      setProblem(null);
      setPreview(null);
      void downloadPromptList(url, fetchFn, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        setDownloading(false);
        if (result.ok) setPreview(result.prompts);
        else setProblem(result.problem);
      });
    },
    onAddAll: () => {
      if (preview) onAdd(preview);
    },
  };
}
