import { useConfirm, useLatest, useStore, useT } from '@atelier/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ChatPanelViewProps } from './useChatPanel.types';
import type { MessageAction } from '../model/messageRow';
import { chatNamespace } from '../i18n/chatNamespace';
import { offeredModels } from '../model/selectChatPanelView';
import { usePref } from '../prefs/usePref';
import { useChatServices } from '../services/useChatServices';
import { useAttachments } from './useAttachments';
import type { ChatPanelProps } from './useChatPanel.types';
import { useChatPanelMachine } from './useChatPanelMachine';
import { useChatService } from './useChatService';
import { useChatSession } from './useChatSession';
import { useCoarsePointer } from './useCoarsePointer';
import { useConversations } from './useConversations';
import { useConversationSettings } from './useConversationSettings';
import { useGpts } from './useGpts';
import { useMessageRows } from './useMessageRows';
import { usePromptStore } from './usePromptStore';
import { useSidebar } from './useSidebar';
import { useSidebarLayout } from './useSidebarLayout';
import { useSpeech } from './useSpeech';
import { useTokenMeter } from './useTokenMeter';

export type { ChatPanelProps } from './useChatPanel.types';

/** The whole panel's view model: binds conversations, the panel machine and the tools to chat's services. */
export function useChatPanel(props: ChatPanelProps): ChatPanelViewProps {
  const t = useT(chatNamespace);
  const confirm = useConfirm();
  const chat = useChatServices();
  const { prefs, stores } = chat;
  const [store] = useState(() => props.store ?? chat.store);
  const global = usePref(prefs.settings);
  const ui = usePref(prefs.ui);
  // Spec §3: the sider's collapse is an app setting (`siderCollapsed`), remembered with the others.
  const siderCollapsed = useStore(stores.settings, (s) => s.siderCollapsed);
  const service = useChatService(props.adapter);
  const conversations = useConversations(store, ui.lastConversationId);
  const active = conversations.list.find((c) => c.id === conversations.activeId);
  const { refresh } = conversations;
  const own = useConversationSettings({ store, active, global, refresh });
  const { settings } = own;
  const model = settings.model;
  const { visionModel } = service.info;

  const session = useChatSession({
    adapter: service.adapter,
    store,
    conversationId: conversations.activeId,
    onFirstMessage: (id, text) => {
      const c = conversations.list.find((x) => x.id === id);
      if (c && !c.titleEdited && c.title === '') void store.updateConversation(id, { title: text.slice(0, 40) }).then(refresh);
    },
    onPersisted: () => void refresh(),
  });
  const { send } = session;
  const panel = useChatPanelMachine({ service, session, settings });
  const { rows, streamingRow } = useMessageRows(session.messages, session.branch, session.streamingId);
  const speech = useSpeech({
    adapter: service.adapter,
    voice: settings.ttsVoice,
    ...(props.speechCache ? { cache: props.speechCache } : {}),
    ...(props.createSpeechAudio ? { createAudio: props.createSpeechAudio } : {}),
  });
  const { onStop: stopSpeech, activeId: speakingId } = speech;
  useEffect(() => stopSpeech(), [conversations.activeId, stopSpeech]);
  // A reply deleted or switched away from while it plays takes its Stop button with it.
  useEffect(() => {
    if (speakingId && !rows.some((r) => r.id === speakingId)) stopSpeech();
  }, [rows, speakingId, stopSpeech]);

  useEffect(() => {
    if (conversations.activeId && conversations.activeId !== prefs.ui.get().lastConversationId) prefs.ui.set({ ...prefs.ui.get(), lastConversationId: conversations.activeId });
  }, [conversations.activeId, prefs]);
  useEffect(() => send({ type: 'error.dismiss' }), [service.endpoint, send]);

  const meter = useTokenMeter(settings, session.branch, chat.tokenWorker);
  const { adapter } = service;
  const transcribe = useMemo(() => (adapter.transcribe ? adapter.transcribe.bind(adapter) : null), [adapter]);
  const mobile = useCoarsePointer();
  const attach = useAttachments({ adapter, model, maxImageBytes: service.info.uploadImageMaxBytes });
  const latestAction = useLatest((action: MessageAction) => {
    if (action.type === 'select') send({ type: 'branch.select', messageId: action.id });
    else if (action.type === 'delete') send({ type: 'message.delete', messageId: action.id });
    else if (action.type === 'regenerate') send({ type: 'message.regenerate', messageId: action.id, model, settings, visionModel });
    else if (action.type === 'edit') send({ type: 'message.edit', messageId: action.id, text: action.text, model, settings, visionModel });
    else if (action.code === 'INVALID_API_KEY') props.onOpenSettings?.({ section: 'server' });
  });
  const onAction = useCallback((a: MessageAction) => latestAction.current(a), [latestAction]);

  const prompts = usePromptStore(props.prompts);
  const { update: updateOverride } = own;
  // A GPT is this conversation's model, not the default for new ones.
  const pickGpt = useCallback((next: string) => updateOverride({ model: next }), [updateOverride]);
  const gpts = useGpts({ ...props.gpts, model, onPick: pickGpt });
  const composerSuggestions = useMemo(() => [prompts.suggestions, gpts.suggestions], [prompts.suggestions, gpts.suggestions]);
  const sidebar = useSidebar({ conversations, store, t });
  const { view, send: sendPanel } = panel;
  const layout = useSidebarLayout(sidebar.view, siderCollapsed, stores.settings.setSiderCollapsed);

  return {
    screen: view.screen,
    ...layout,
    list: { rows, streamingRow, streamingText: session.streamingText, busy: session.busy, onAction, speech },
    composer: {
      busy: session.busy,
      mobile,
      disabled: !conversations.loaded,
      onStop: () => send({ type: 'stream.stop' }),
      meter,
      suggestions: composerSuggestions,
      onSend: (text, attachments = []) => sendPanel({ type: 'message.send', text, attachments, model }),
    },
    tools: { voice: { transcribe }, speech: {}, prompts: prompts.view, gpts: gpts.view, attach },
    conversationSettings: own.view,
    password: { failed: view.passwordFailed, verifying: view.verifying, onVerify: (password) => sendPanel({ type: 'password.verify', password }) },
    error: view.error,
    onDismissError: () => sendPanel({ type: 'error.dismiss' }),
    models: offeredModels({ customModels: global.customModels, serverModels: service.info.serverModels, current: model, disableGpt4: service.info.disableGpt4 }),
    model,
    onModelChange: (next) => {
      prefs.settings.set({ ...prefs.settings.get(), model: next });
      updateOverride({ model: next });
    },
    contextMode: settings.contextMode,
    onToggleContext: () => updateOverride({ contextMode: !settings.contextMode }),
    exportFailed: view.exportFailed,
    onExportImage: (element) => sendPanel({ type: 'image.export', element }),
    canClearChat: !session.busy && session.branch.length > 0,
    onClearChat: () =>
      void confirm({ title: t('header.confirmClearChat'), message: t('header.clearChatKeeps'), confirmLabel: t('header.clearChat'), destructive: true }).then(
        // The machine refuses it if a reply started meanwhile or nothing is left to clear.
        (ok) => ok && send({ type: 'conversation.clear' }),
      ),
    ...(props.onOpenSettings ? { onOpenSettings: props.onOpenSettings } : {}),
    ...(props.className ? { className: props.className } : {}),
    ...(props.style ? { style: props.style } : {}),
  };
}
