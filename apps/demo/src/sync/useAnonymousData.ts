import { type AppServices, useUnmountedRef } from '@atelier/core';
import { useEffect, useReducer, useState } from 'react';
import type { AnonymousDataChoice, AnonymousDataDialogProps } from './AnonymousDataDialog';
import type { AccountSync } from './accountSyncService';

/** Signed-out chats, drawings and prompts (`prompt:<title>`) the user chose to keep in this browser: not offered again. */
const KEPT_KEY = 'sync:anonymousKept';
const isIds = (value: unknown): value is string[] => Array.isArray(value) && value.every((id) => typeof id === 'string');

interface Offer {
  uid: string;
  chats: string[];
  drawings: string[];
}

/**
 * After a sign-in, the offer to move this browser's signed-out chats, drawings and prompts into the
 * account (or keep or delete them): the dialog's props, or null when there is nothing to ask. Prompts
 * are compared with the account's as it stands, so they are counted again once the first sync has
 * brought the account's own.
 */
export function useAnonymousData(core: AppServices, sync: AccountSync, uid: string | null): AnonymousDataDialogProps | null {
  const [offer, setOffer] = useState<Offer | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const unmountedRef = useUnmountedRef();
  const [, promptsChanged] = useReducer((n: number) => n + 1, 0);
  useEffect(() => sync.chatPrefs.prefs.prompts.subscribe(promptsChanged), [sync]);

  useEffect(() => {
    if (!uid) return;
    let live = true;
    void Promise.all([sync.chat.anonymousChats(), sync.draw.anonymousDrawings()]).then(([chats, drawings]) => {
      const kept = new Set(core.storage.get(KEPT_KEY, isIds) ?? []);
      const asked = (ids: string[]) => ids.filter((id) => !kept.has(id));
      const next = { uid, chats: asked(chats.map((c) => c.id)), drawings: asked(drawings.map((d) => d.id)) };
      if (live) setOffer(next);
    });
    return () => {
      live = false;
    };
  }, [core, sync, uid]);

  const current = offer && offer.uid === uid ? offer : null;
  const kept = new Set(core.storage.get(KEPT_KEY, isIds) ?? []);
  const prompts = current ? sync.chatPrefs.anonymousPrompts().filter((p) => !kept.has(`prompt:${p.title}`)) : [];
  if (!current || current.chats.length + current.drawings.length + prompts.length === 0) return null;
  const shown = current;

  const choose = async (choice: AnonymousDataChoice) => {
    setBusy(true);
    setFailed(false);
    try {
      if (choice === 'move') {
        await sync.chat.moveIntoAccount(shown.chats);
        await sync.draw.moveIntoAccount(shown.drawings);
        sync.chatPrefs.movePromptsIntoAccount(prompts);
      } else if (choice === 'discard') {
        await sync.chat.discardAnonymous(shown.chats);
        await sync.draw.discardAnonymous(shown.drawings);
        sync.chatPrefs.discardAnonymousPrompts(prompts);
      } else {
        const keptNow = [...shown.chats, ...shown.drawings, ...prompts.map((p) => `prompt:${p.title}`)];
        core.storage.set(KEPT_KEY, [...new Set([...(core.storage.get(KEPT_KEY, isIds) ?? []), ...keptNow])]);
      }
      if (!unmountedRef.current) setOffer(null);
    } catch {
      if (!unmountedRef.current) setFailed(true);
    } finally {
      if (!unmountedRef.current) setBusy(false);
    }
  };
  return {
    chats: shown.chats.length,
    drawings: shown.drawings.length,
    prompts: prompts.length,
    busy,
    failed,
    onChoose: (choice) => void choose(choice),
    onLater: () => setOffer(null),
  };
}
