import { useAppConfig, useAppStores, useServices, useToast, useT } from '@atelier/core';
import { type CSSProperties, useCallback, useMemo, useState } from 'react';
import type { DalleApi } from '../api/createDalleApi';
import type { DrawApi } from '../api/createDrawApi';
import type { ButtonSpec } from '../buttons/describeButton';
import type { DrawStudioViewProps } from '../components/DrawStudio/DrawStudioView';
import { toTaskCardModel } from '../components/TaskCard/taskCardModel';
import { drawNamespace } from '../i18n/drawNamespace';
import { createDrawStore, type DrawStore } from '../store/createDrawStore';
import { useDrawEndpoint } from './useDrawEndpoint';
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
  const services = useServices();
  const auth = useAppStores().auth;
  const { prefix } = useAppConfig().storage;
  const [store] = useState(() => props.store ?? createDrawStore({ name: `${prefix}atelier-draw` }));
  const draw = useDrawEndpoint({ api: props.api, dalleApi: props.dalleApi });
  const tasks = useDrawTasks({ store, api: draw.api, dalleApi: draw.dalleApi, listId: props.listId ?? 'default', ...(props.pollIntervalMs ? { pollIntervalMs: props.pollIntervalMs } : {}) });
  const [dialog, setDialog] = useState<PendingDialog>(null);
  const [verifyFailed, setVerifyFailed] = useState(false);

  const models = useMemo(
    () => tasks.records.map((r) => toTaskCardModel(r, { resumed: tasks.resumedIds.has(r.id), cachedUrl: tasks.cachedUrls.get(r.id) ?? null })),
    [tasks.records, tasks.resumedIds, tasks.cachedUrls],
  );
  const authFailed = tasks.records.some((r) => r.error?.code === 'AUTH_REQUIRED');
  const { records, submit } = tasks;

  const buttonText = useCallback((spec: ButtonSpec) => ('text' in spec.label ? spec.label.text : t(`buttons.${spec.label.key}`)), [t]);
  const runAction = useCallback(
    (recordId: string, spec: ButtonSpec, modal?: { prompt: string; maskBase64?: string }) => {
      const parent = records.find((r) => r.id === recordId);
      if (!parent?.taskId) return;
      const label = `${buttonText(spec)} · ${parent.label}`;
      submit('action', { kind: 'action', body: { customId: spec.customId, taskId: parent.taskId }, ...(modal ? { modal } : {}) }, label);
    },
    [records, submit, buttonText],
  );

  const view: DrawStudioViewProps = {
    tasks: models,
    loaded: tasks.loaded,
    directAddress: draw.direct ? draw.endpoint.baseUrl : null,
    needsPassword: authFailed ? { failed: verifyFailed || draw.hasPassword } : null,
    onVerifyPassword: (password) => {
      void services.libraryApi.post<{ status?: string }>('/api/verify', { token: password }).then(
        (body) => {
          const ok = body?.status === 'Success';
          setVerifyFailed(!ok);
          if (!ok) return;
          auth.setAccessPassword(password);
          // Give the refused tasks another go with the new password.
          for (const r of records.filter((x) => x.error?.code === 'AUTH_REQUIRED')) {
            if (r.taskId) tasks.reload(r.id);
            else tasks.retry(r.id);
          }
        },
        () => setVerifyFailed(true),
      );
    },
    onSubmit: submit,
    onDalle: tasks.generateDalle,
    onButton: (recordId, spec) => {
      const parent = records.find((r) => r.id === recordId);
      if (spec.opens === 'plain') return runAction(recordId, spec);
      const prompt = parent?.task?.prompt || parent?.label || '';
      setDialog({ type: spec.opens, recordId, spec, prompt, imageSrc: models.find((m) => m.id === recordId)?.imageSrc ?? null });
    },
    onReload: tasks.reload,
    onRetry: tasks.retry,
    onCancel: tasks.cancel,
    onDelete: (id) => void tasks.remove(id),
    onSeed: (id) => {
      const record = records.find((r) => r.id === id);
      if (!record?.taskId) return;
      draw.api.imageSeed(record.taskId).then(
        (seed) =>
          navigator.clipboard.writeText(seed).then(
            () => toast.success(t('task.seedCopied', { seed })),
            () => toast.error(`${t('task.copyFailed')}: ${seed}`),
          ),
        () => toast.error(t('errors.HTTP')),
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
