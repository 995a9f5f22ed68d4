import { useAppStores, useStore, useToast, useT } from '@atelier/core';
import { type CSSProperties, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { DalleApi } from '../api/createDalleApi';
import type { DrawApi } from '../api/createDrawApi';
import type { ButtonSpec } from '../buttons/describeButton';
import { drawErrorMessage } from '../errors/drawErrorMessage';
import { drawNamespace } from '../i18n/drawNamespace';
import type { DrawStudioViewProps } from '../models/drawStudioViewProps';
import { noDrawService } from '../models/noDrawService';
import type { DrawStore } from '../store/createDrawStore';
import { useDrawServices } from './useDrawServices';
import { useDrawTasks } from './useDrawTasks';

/** Props of `DrawStudio` (and `useDrawStudio`). */
export interface DrawStudioProps {
  /** The task list shown (the demo's `/draw/:taskListId`). @default 'default' */
  listId?: string;
  /** Task storage. @default IndexedDB database "atelier-draw", after the provider's `storage.prefix` */
  store?: DrawStore;
  /** midjourney-proxy client. @default from config.draw and the access password */
  api?: DrawApi;
  /** Images API client. @default from config.openai and the access password */
  dalleApi?: DalleApi;
  /** Poll interval of running tasks in ms. @default 5000 (reference §1.6) */
  pollIntervalMs?: number;
  /** Opens the host's Settings → Server. @default undefined (no link) */
  onOpenSettings?: () => void;
  /** Class on the widget's root element, for host styling. @default undefined */
  className?: string;
  /** Inline style on the studio's root. @default undefined */
  style?: CSSProperties;
}

/** A dialog opened by a result button (custom zoom or partial redraw). */
export type PendingDialog = { type: 'zoom' | 'mask'; recordId: string; spec: ButtonSpec; prompt: string; imageSrc: string | null } | null;

export function useDrawStudio(props: DrawStudioProps) {
  const t = useT(drawNamespace);
  const toast = useToast();
  const services = useDrawServices();
  const password = useStore(useAppStores().auth, (s) => s.accessPassword);
  const [store] = useState(() => props.store ?? services.store);
  const api = props.api ?? services.api;
  const tasks = useDrawTasks({ store, api, dalleApi: props.dalleApi ?? services.dalleApi, keeper: services.keeper, listId: props.listId ?? 'default', ...(props.pollIntervalMs ? { pollIntervalMs: props.pollIntervalMs } : {}) });
  const [dialog, setDialog] = useState<PendingDialog>(null);
  const [verifyFailed, setVerifyFailed] = useState(false);
  const { send } = tasks;
  // Spec: say up front, as chat does, when nothing can draw, rather than failing after Generate.
  // A host's own `api` is its business, so the server's word does not apply then.
  const { session } = services;
  const ownApi = props.api !== undefined;
  // A server render knows no session yet: it shows the forms, as a client does before the answer.
  const sessionConfig = useSyncExternalStore(session.subscribe, () => session.getSnapshot().config, () => null);
  useEffect(() => {
    if (ownApi) return;
    const controller = new AbortController();
    // A failed or aborted check leaves the state unknown: the first call then tells, as before.
    session.fetchSession(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [session, ownApi]);
  const noService = !ownApi && noDrawService(sessionConfig, services.direct);

  const runAction = useCallback(
    (parentId: string, spec: ButtonSpec, modal?: { prompt: string; maskBase64?: string }) => {
      const buttonLabel = 'text' in spec.label ? spec.label.text : t(`buttons.${spec.label.key}`);
      send({ type: 'task.button', parentId, customId: spec.customId, buttonLabel, ...(modal ? { modal } : {}) });
    },
    [send, t],
  );

  const view: DrawStudioViewProps = {
    tasks: tasks.view.tasks,
    loaded: tasks.view.loaded,
    storageFailed: tasks.view.storageFailed,
    directAddress: services.direct ? services.endpoint().baseUrl : null,
    noService,
    needsPassword: tasks.view.authRefused ? { failed: verifyFailed || password !== '' } : null,
    onVerifyPassword: (candidate) => {
      services.verifyPassword(candidate).then(
        (ok) => {
          setVerifyFailed(!ok);
          // Give the refused tasks another go with the new password.
          if (ok) send({ type: 'tasks.retryRefused' });
        },
        () => setVerifyFailed(true),
      );
    },
    onSubmit: (kind, request, label) => send({ type: 'task.submit', kind, request, label }),
    onDalle: (request) => send({ type: 'dalle.generate', request }),
    onButton: (recordId, spec) => {
      if (spec.opens === 'plain') return runAction(recordId, spec);
      const parent = tasks.recordOf(recordId);
      const prompt = parent?.task?.prompt || parent?.label || '';
      setDialog({ type: spec.opens, recordId, spec, prompt, imageSrc: tasks.view.tasks.find((m) => m.id === recordId)?.imageSrc ?? null });
    },
    onReload: (id) => send({ type: 'task.reload', id }),
    onRetry: (id) => send({ type: 'task.retry', id }),
    onCancel: (id) => send({ type: 'task.cancel', id }),
    onDelete: (id) => send({ type: 'task.remove', id }),
    onSeed: (id) => {
      const taskId = tasks.recordOf(id)?.taskId;
      if (!taskId) return;
      api.imageSeed(taskId).then(
        (seed) =>
          navigator.clipboard.writeText(seed).then(
            () => toast.success(t('task.seedCopied', { seed })),
            () => toast.error(`${t('task.copyFailed')}: ${seed}`),
          ),
        (error: unknown) => toast.error(drawErrorMessage(t, error)),
      );
    },
    ...(props.onOpenSettings ? { onOpenSettings: props.onOpenSettings } : {}),
    ...(props.className ? { className: props.className } : {}),
    ...(props.style ? { style: props.style } : {}),
  };

  return {
    view,
    dialog,
    closeDialog: () => setDialog(null),
    submitDialog: (modal: { prompt: string; maskBase64?: string }) => {
      if (dialog) runAction(dialog.recordId, dialog.spec, modal);
      setDialog(null);
    },
  };
}
