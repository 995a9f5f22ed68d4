import { type AppServices, useUnmountedRef } from '@atelier/core';
import { useEffect, useState } from 'react';
import type { AnonymousChatsChoice, AnonymousChatsDialogProps } from './AnonymousChatsDialog';
import type { AccountChatStore } from './createAccountChatStore';

/** Signed-out chats the user chose to keep in this browser: not offered again. */
const KEPT_KEY = 'sync:anonymousKept';
const isIds = (value: unknown): value is string[] => Array.isArray(value) && value.every((id) => typeof id === 'string');

/**
 * After a sign-in, the offer to move this browser's signed-out chats into the account (or keep or
 * delete them): the dialog's props, or null when there is nothing to ask.
 */
export function useAnonymousChats(core: AppServices, chat: AccountChatStore, uid: string | null): AnonymousChatsDialogProps | null {
  const [offer, setOffer] = useState<{ uid: string; ids: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const unmountedRef = useUnmountedRef();

  useEffect(() => {
    if (!uid) return;
    let live = true;
    void chat.anonymousChats().then((chats) => {
      const kept = new Set(core.storage.get(KEPT_KEY, isIds) ?? []);
      const ids = chats.map((c) => c.id).filter((id) => !kept.has(id));
      if (live && ids.length > 0) setOffer({ uid, ids });
    });
    return () => {
      live = false;
    };
  }, [core, chat, uid]);

  const shown = offer && offer.uid === uid ? offer : null;
  if (!shown) return null;

  const choose = async (choice: AnonymousChatsChoice) => {
    setBusy(true);
    setFailed(false);
    try {
      if (choice === 'move') await chat.moveIntoAccount(shown.ids);
      else if (choice === 'discard') await chat.discardAnonymous(shown.ids);
      else core.storage.set(KEPT_KEY, [...new Set([...(core.storage.get(KEPT_KEY, isIds) ?? []), ...shown.ids])]);
      if (!unmountedRef.current) setOffer(null);
    } catch {
      if (!unmountedRef.current) setFailed(true);
    } finally {
      if (!unmountedRef.current) setBusy(false);
    }
  };
  return { count: shown.ids.length, busy, failed, onChoose: (choice) => void choose(choice), onLater: () => setOffer(null) };
}
