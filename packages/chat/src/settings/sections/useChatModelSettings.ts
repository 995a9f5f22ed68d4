import { useT, useUnmountedRef } from '@atelier/core';
import { useState } from 'react';
import type { ChatModelAdapter } from '../../api/types';
import { chatErrorMessage } from '../../errors/chatErrorMessage';
import { chatNamespace } from '../../i18n/chatNamespace';
import { usePref } from '../../prefs/usePref';
import { useChatServices } from '../../services/useChatServices';
import { type ChatGlobalSettings, defaultChatSettings } from '../chatSettings';
import { mergeModels } from '../modelCatalog';
import { sanitizeGlobalSettings } from '../sanitizeSettings';
import type { ChatModelSettingsViewProps } from './useChatModelSettings.types';

/**
 * Global chat settings (spec §3), applied live as they change. Server Pull asks the model
 * service for its models and keeps them as custom models, so they survive a reload.
 */
export function useChatModelSettings(adapter: ChatModelAdapter, serverModels: readonly string[] = []): ChatModelSettingsViewProps {
  const t = useT(chatNamespace);
  const chatPrefs = useChatServices().prefs;
  const settings = usePref(chatPrefs.settings);
  const [pull, setPull] = useState<{ state: 'idle' | 'pulling' } | { state: 'done'; message: string; failed: boolean }>({ state: 'idle' });
  const unmountedRef = useUnmountedRef();

  const update = (patch: Partial<ChatGlobalSettings>) => chatPrefs.settings.set(sanitizeGlobalSettings({ ...chatPrefs.settings.get(), ...patch }));

  return {
    settings,
    models: [...new Set([...mergeModels(settings.customModels, serverModels), settings.model])],
    onChange: update,
    onReset: () => chatPrefs.settings.set(defaultChatSettings),
    pulling: pull.state === 'pulling',
    pullMessage: pull.state === 'done' ? { text: pull.message, failed: pull.failed } : null,
    onServerPull: () => {
      setPull({ state: 'pulling' });
      adapter.listModels().then(
        (ids) => {
          if (unmountedRef.current) return;
          const current = chatPrefs.settings.get();
          const known = new Set(mergeModels(current.customModels, serverModels));
          const added = ids.filter((id) => !known.has(id));
          if (added.length > 0) update({ customModels: [current.customModels.trim(), ...added].filter(Boolean).join(' ') });
          setPull({ state: 'done', failed: false, message: t('settings.model.pulled', { count: ids.length }) });
        },
        (error: unknown) => {
          if (unmountedRef.current) return;
          setPull({ state: 'done', failed: true, message: t('settings.model.pullFailed', { message: chatErrorMessage(t, error) }) });
        },
      );
    },
  };
}
