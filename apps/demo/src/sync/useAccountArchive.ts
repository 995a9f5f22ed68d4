import {
  coreNamespace,
  downloadFile,
  errorMessage,
  toApiErrorData,
  useConfirm,
  useServices,
  useT,
  useUnmountedRef,
} from '@atelier/core';
import { useState } from 'react';
import { demoNamespace } from '../demoNamespace';
import { useAccountSync } from './AccountSyncProvider';
import { accountSyncService } from './accountSyncService';
import type { ArchiveProblem } from './archive/archiveFormat';
import type {
  ArchiveProgress,
  MarkdownLabels,
  RestoreSummary,
} from './archive/accountArchiveActions';

export type AccountArchiveStatus =
  | { kind: 'idle' }
  | { kind: 'working'; label: string; done: number | null; total: number | null }
  | { kind: 'exported'; missingImages: number }
  | { kind: 'imported'; summary: RestoreSummary }
  | { kind: 'failed'; message: string };

// Zip, JSON checks and Markdown load only when the user asks for an archive.
const loadActions = () => import('./archive/accountArchiveActions');

/** /mine's account archive: everything of the account as one zip, and bringing one back. */
export function useAccountArchive() {
  const t = useT(demoNamespace);
  const tCore = useT(coreNamespace);
  const services = useServices();
  const confirm = useConfirm();
  const sync = useAccountSync();
  const unmountedRef = useUnmountedRef();
  const [status, setStatus] = useState<AccountArchiveStatus>({ kind: 'idle' });
  const show = (next: AccountArchiveStatus) => !unmountedRef.current && setStatus(next);

  const onProgress = ({ step, done, total }: ArchiveProgress) =>
    show({
      kind: 'working',
      label: t(`sync.archive.step.${step}`, { done, total }),
      done: step === 'drawings' ? done : null,
      total: step === 'drawings' ? total : null,
    });

  const problemText = (problem: ArchiveProblem) =>
    problem.code === 'UNSUPPORTED_VERSION'
      ? t('sync.archive.problem.UNSUPPORTED_VERSION', { version: problem.version })
      : problem.code === 'BAD_PART'
        ? t('sync.archive.problem.BAD_PART', { part: problem.part })
        : t(`sync.archive.problem.${problem.code}`);

  const failure = (error: unknown) => {
    const data = toApiErrorData(error);
    // A server's answer says what went wrong; anything else (storage, a broken worker) gets the plain line.
    show({
      kind: 'failed',
      message: data.status > 0 ? errorMessage(tCore, data) : t('sync.archive.failed'),
    });
  };

  const labels = (): MarkdownLabels => {
    const format = new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
      dateStyle: 'long',
      timeStyle: 'short',
    });
    return {
      user: t('sync.archive.markdown.user'),
      assistant: t('sync.archive.markdown.assistant'),
      otherBranches: t('sync.archive.markdown.otherBranches'),
      attachment: (name) => t('sync.archive.markdown.attachment', { name }),
      date: (time) => format.format(time),
    };
  };

  async function exportAll() {
    show({ kind: 'working', label: t('sync.archive.step.chats'), done: null, total: null });
    try {
      const actions = await loadActions();
      const { file, name, missingImages } = await actions.exportAccount(
        services,
        services.get(accountSyncService),
        labels(),
        onProgress,
      );
      downloadFile(file, name);
      show({ kind: 'exported', missingImages });
    } catch (error) {
      failure(error);
    }
  }

  async function importFile(file: File) {
    show({ kind: 'working', label: t('sync.archive.reading'), done: null, total: null });
    try {
      const actions = await loadActions();
      const read = await actions.readArchive(file);
      if (!read.ok) return show({ kind: 'failed', message: problemText(read.problem) });
      const { archive } = read;
      const ok = await confirm({
        title: t('sync.archive.confirmTitle'),
        message: t('sync.archive.confirmMessage', {
          conversations: archive.chats.conversations.length,
          drawings: archive.drawings.length,
          prompts: archive.prompts.length,
          books: archive.progress.length,
        }),
        confirmLabel: t('sync.archive.confirmLabel'),
      });
      if (!ok) return show({ kind: 'idle' });
      const summary = await actions.importAccount(
        services,
        services.get(accountSyncService),
        archive,
        onProgress,
      );
      // What came in waits in the outbox; it reaches the server and the other devices now.
      sync?.syncNow();
      show({ kind: 'imported', summary });
    } catch (error) {
      failure(error);
    }
  }

  return {
    status,
    busy: status.kind === 'working',
    exportAll: () => void exportAll(),
    importFile: (file: File) => void importFile(file),
  };
}

export type AccountArchiveViewModel = ReturnType<typeof useAccountArchive>;
