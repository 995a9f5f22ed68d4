import { useLatest } from '@atelier/core';
import { useCallback, useMemo, useState } from 'react';
import type { ConversationSettingsViewProps } from './useConversationSettings.types';
import type { ChatGlobalSettings, ConversationSettings } from '../settings/chatSettings';
import { resolveSettings, sanitizeConversationSettings } from '../settings/sanitizeSettings';
import { MODEL_PARAM_KEYS } from '../settings/modelParams';
import type { ChatStore } from '../store/createChatStore';
import type { Conversation } from '../store/types';

/**
 * The open conversation's own settings over the global ones, and the "this chat's settings"
 * dialog. Edits show at once; the stored copy catches up (typing into a field must not lose
 * keys to the round trip through IndexedDB).
 */
export function useConversationSettings(options: { store: ChatStore; active: Conversation | undefined; global: ChatGlobalSettings; refresh: () => unknown }) {
  const { store, active, global, refresh } = options;
  const [edited, setEdited] = useState<{ id: string; settings: ConversationSettings } | null>(null);
  const own = active && edited?.id === active.id ? edited.settings : active?.settings;
  const settings = useMemo(() => resolveSettings(global, own), [global, own]);
  const [open, setOpen] = useState(false);

  const save = (next: ConversationSettings) => {
    if (!active) return;
    setEdited({ id: active.id, settings: next });
    void store.updateConversation(active.id, { settings: next }).then(refresh);
  };
  const latestUpdate = useLatest((patch: ConversationSettings) => save({ ...own, ...patch }));
  // Stable, so memoised tools (the GPTs dialog) keep their identity across renders.
  const update = useCallback((patch: ConversationSettings) => latestUpdate.current(patch), [latestUpdate]);

  const view: ConversationSettingsViewProps | null = active
    ? {
        open,
        onOpenChange: setOpen,
        settings,
        overrides: MODEL_PARAM_KEYS.filter((key) => own?.[key] !== undefined).length,
        onChange: (patch) => update(sanitizeConversationSettings(patch)),
        onUseGlobal: () => {
          const kept = { ...own };
          for (const key of MODEL_PARAM_KEYS) delete kept[key];
          save(kept);
        },
      }
    : null;
  return { settings, update, view };
}
