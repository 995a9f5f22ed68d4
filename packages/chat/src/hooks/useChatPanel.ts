import { useStore, useT, useUnmountedRef } from '@atelier/core';
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CreateSpeechAudio } from '../actors/createSpeechActors';
import type { ChatModelAdapter } from '../api/types';
import type { ChatPanelViewProps } from '../components/ChatPanel/ChatPanelView';
import type { MessageAction } from '../components/MessageList/types';
import { type CountTokens, loadTokenCounter, remainingTokens } from '../contextWindow/remainingTokens';
import { chatNamespace } from '../i18n/chatNamespace';
import { usePref } from '../prefs/usePref';
import { useChatServices } from '../services/useChatServices';
import { contextLengthOf, isGpt4Model, mergeModels } from '../settings/modelCatalog';
import { resolveSettings, sanitizeConversationSettings } from '../settings/sanitizeSettings';
import { MODEL_PARAM_KEYS } from '../settings/sections/ModelParamsFields';
import type { ConversationSettings } from '../settings/chatSettings';
import { type ChatStore, createChatStore } from '../store/createChatStore';
import type { PromptSource } from '../prompts/downloadPromptList';
import type { GptsDirectory } from '../gpts/types';
import type { SpeechCache } from '../tts/createSpeechCache';
import { downloadFile, elementToPng } from './downloadFile';
import { useAttachments } from './useAttachments';
import { useChatService } from './useChatService';
import { useCoarsePointer } from './useCoarsePointer';
import { useGpts } from './useGpts';
import { usePromptStore } from './usePromptStore';
import { useChatSession } from './useChatSession';
import { useConversations } from './useConversations';
import { useMessageRows } from './useMessageRows';
import { useSidebar } from './useSidebar';
import { useSpeech } from './useSpeech';

export interface ChatPanelProps {
  /** Model service; @default the OpenAI-compatible adapter on the configured or user-set address */
  adapter?: ChatModelAdapter;
  /** Conversation storage; @default IndexedDB database "atelier-chat", after the provider's `storage.prefix` */
  store?: ChatStore;
  /** Read-aloud audio already fetched; @default IndexedDB database "atelier-chat-tts" after the provider's `storage.prefix` (50 MiB, least recently used evicted) */
  speechCache?: SpeechCache;
  /** Makes the player of a read-aloud clip; @default an HTMLAudioElement */
  createSpeechAudio?: CreateSpeechAudio;
  /** Opens the host's settings at a chat section (e.g. after 'OpenAI API Key error'). @default undefined (no settings links) */
  onOpenSettings?: (details: { section: 'model' | 'server' }) => void;
  /** Prompt store: the Online tab's recommended lists and the fetch that downloads them. @default the built-in lists and `fetch` */
  prompts?: { sources?: readonly PromptSource[]; fetch?: typeof fetch };
  /** GPTs directory: its address (default: the server session's `gptsUrl`, else `/api/gpts`) or a replacement search. @default the session's directory */
  gpts?: { url?: string; directory?: GptsDirectory };
  /** Extra class name on the widget's root. @default undefined (no extra class) */
  className?: string;
  /** Inline style on the widget's root, e.g. its height. @default undefined */
  style?: CSSProperties;
}

export function useChatPanel(props: ChatPanelProps): ChatPanelViewProps {
  const t = useT(chatNamespace);
  const chatServices = useChatServices();
  const { prefix } = chatServices.config.storage;
  const [store] = useState(() => props.store ?? createChatStore({ name: `${prefix}atelier-chat` }));
  const chatPrefs = chatServices.prefs;
  const global = usePref(chatPrefs.settings);
  const ui = usePref(chatPrefs.ui);
  // Spec §3: the sider's collapse is an app setting (`siderCollapsed`), remembered with the others.
  const appSettings = chatServices.stores.settings;
  const siderCollapsed = useStore(appSettings, (s) => s.siderCollapsed);
  const service = useChatService(props.adapter);
  const conversations = useConversations(store, ui.lastConversationId);
  const active = conversations.list.find((c) => c.id === conversations.activeId);
  // Edits show at once; the stored copy catches up (typing into a field must not lose keys to
  // the round trip through IndexedDB).
  const [edited, setEdited] = useState<{ id: string; settings: ConversationSettings } | null>(null);
  const own = active && edited?.id === active.id ? edited.settings : active?.settings;
  const settings = useMemo(() => resolveSettings(global, own), [global, own]);
  const { refresh } = conversations;

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
  const { rows, streamingRow } = useMessageRows(session.messages, session.branch, session.streaming);
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
    if (conversations.activeId && conversations.activeId !== chatPrefs.ui.get().lastConversationId) chatPrefs.ui.set({ ...chatPrefs.ui.get(), lastConversationId: conversations.activeId });
  }, [conversations.activeId, chatPrefs]);

  const { send } = session;
  useEffect(() => send({ type: 'error.dismiss' }), [service.endpoint, send]);

  const [counter, setCounter] = useState<CountTokens | null>(null);
  useEffect(() => {
    let live = true;
    loadTokenCounter().then((c) => live && setCounter(() => c), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  const measure = useCallback(
    (draft: string) => counter && remainingTokens({ contextLength: contextLengthOf(settings.model), settings, history: session.branch, input: draft, countTokens: counter }),
    [counter, settings, session.branch],
  );

  const { adapter } = service;
  const transcribe = useMemo(() => (adapter.transcribe ? adapter.transcribe.bind(adapter) : null), [adapter]);

  const [localError, setLocalError] = useState<'GPT4_DISABLED' | null>(null);
  const model = settings.model;
  const { visionModel } = service.info;
  const mobile = useCoarsePointer();
  const attach = useAttachments({ adapter: service.adapter, model, maxImageBytes: service.info.uploadImageMaxBytes });
  const actionRef = useRef<(a: MessageAction) => void>(() => undefined);
  const handleAction = (action: MessageAction) => {
    if (action.type === 'select') send({ type: 'branch.select', messageId: action.id });
    else if (action.type === 'delete') send({ type: 'message.delete', messageId: action.id });
    else if (action.type === 'regenerate') send({ type: 'message.regenerate', messageId: action.id, model, settings, visionModel });
    else if (action.type === 'edit') send({ type: 'message.edit', messageId: action.id, text: action.text, model, settings, visionModel });
    else if (action.code === 'INVALID_API_KEY') props.onOpenSettings?.({ section: 'server' });
  };
  useEffect(() => {
    actionRef.current = handleAction;
  });
  const onAction = useCallback((a: MessageAction) => actionRef.current(a), []);

  const saveOwn = (next: ConversationSettings) => {
    if (!active) return;
    setEdited({ id: active.id, settings: next });
    void store.updateConversation(active.id, { settings: next }).then(refresh);
  };
  const updateOverride = (patch: ConversationSettings) => saveOwn({ ...own, ...patch });

  const [paramsOpen, setParamsOpen] = useState(false);
  const ownParams = MODEL_PARAM_KEYS.filter((key) => own?.[key] !== undefined).length;
  const updateOverrideRef = useRef(updateOverride);
  useEffect(() => {
    updateOverrideRef.current = updateOverride;
  });

  const prompts = usePromptStore(props.prompts);
  // A GPT is this conversation's model, not the default for new ones.
  const pickGpt = useCallback((next: string) => updateOverrideRef.current({ model: next }), []);
  const gpts = useGpts({ ...props.gpts, model, onPick: pickGpt });
  const composerSuggestions = useMemo(() => [prompts.suggestions, gpts.suggestions], [prompts.suggestions, gpts.suggestions]);

  const unmountedRef = useUnmountedRef();
  const [exportFailed, setExportFailed] = useState(false);
  const sidebar = useSidebar({ conversations, store, t });
  const [verifying, setVerifying] = useState(false);
  const [verifyFailed, setVerifyFailed] = useState(false);
  const error = localError ? { code: localError, message: '' } : session.error;
  const authFailed = session.error?.code === 'AUTH_REQUIRED' && !service.endpoint.apiKey;

  return {
    screen: service.info.needsPassword || authFailed ? 'password' : session.error?.code === 'UPSTREAM_NOT_CONFIGURED' || service.info.noService ? 'noService' : 'chat',
    sidebar: sidebar.view,
    sidebarCollapsed: siderCollapsed,
    onToggleSidebar: () => appSettings.setSiderCollapsed(!appSettings.getState().siderCollapsed),
    list: { rows, streamingRow, busy: session.busy, onAction, speech },
    composer: {
      busy: session.busy,
      mobile,
      disabled: !conversations.loaded,
      onStop: () => send({ type: 'stream.stop' }),
      measure,
      suggestions: composerSuggestions,
      onSend: (text, attachments = []) => {
        if (service.info.disableGpt4 && isGpt4Model(model)) return setLocalError('GPT4_DISABLED');
        setLocalError(null);
        send({ type: 'message.send', text, ...(attachments.length > 0 ? { attachments } : {}), model, settings, visionModel });
      },
    },
    tools: {
      voice: { transcribe },
      speech: {},
      prompts: prompts.view,
      gpts: gpts.view,
      attach,
    },
    conversationSettings: active
      ? {
          open: paramsOpen,
          onOpenChange: setParamsOpen,
          settings,
          overrides: ownParams,
          onChange: (patch) => updateOverride(sanitizeConversationSettings(patch)),
          onUseGlobal: () => {
            const kept = { ...own };
            for (const key of MODEL_PARAM_KEYS) delete kept[key];
            saveOwn(kept);
          },
        }
      : null,
    password: {
      failed: verifyFailed || authFailed,
      verifying,
      onVerify: (password) => {
        setVerifying(true);
        void service.verify(password).then((result) => {
          if (unmountedRef.current) return;
          setVerifying(false);
          setVerifyFailed(result === 'failed');
          if (result !== 'ok') return;
          send({ type: 'error.dismiss' });
          // The request refused for want of a password is sent again, now with it.
          const last = session.branch.at(-1);
          if (last?.role === 'assistant' && last.status === 'error' && last.error?.code === 'AUTH_REQUIRED') send({ type: 'message.regenerate', messageId: last.id, model, settings, visionModel });
        });
      },
    },
    error,
    onDismissError: () => (setLocalError(null), send({ type: 'error.dismiss' })),
    // 'GPT4 disabled' by the server: GPT-4 models are not offered (the current one stays so the
    // switcher shows it; sending with it is refused).
    models: [...new Set([...mergeModels(global.customModels, service.info.serverModels).filter((m) => !(service.info.disableGpt4 && isGpt4Model(m))), model])],
    model,
    onModelChange: (next) => {
      chatPrefs.settings.set({ ...chatPrefs.settings.get(), model: next });
      updateOverride({ model: next });
    },
    contextMode: settings.contextMode,
    onToggleContext: () => updateOverride({ contextMode: !settings.contextMode }),
    exportFailed,
    onExportImage: (el) => {
      setExportFailed(false);
      elementToPng(el, getComputedStyle(el).backgroundColor).then(
        (png) => !unmountedRef.current && downloadFile(png, 'chat-shot.png'),
        () => !unmountedRef.current && setExportFailed(true),
      );
    },
    ...(props.onOpenSettings ? { onOpenSettings: props.onOpenSettings } : {}),
    ...(props.className ? { className: props.className } : {}),
    ...(props.style ? { style: props.style } : {}),
  };
}
