import { type AppServices, useUnmountedRef } from '@atelier/core';
import { useEffect, useState } from 'react';
import type { AnonymousDataChoice, AnonymousDataDialogProps } from './AnonymousDataDialog';
import type { AccountSync } from './accountSyncService';

/** Signed-out chats and drawings the user chose to keep in this browser: not offered again. */
const KEPT_KEY = 'sync:anonymousKept';
const isIds = (value: unknown): value is string[] => Array.isArray(value) && value.every((id) => typeof id === 'string');

interface Offer {
  uid: string;
  chats: string[];
  drawings: string[];
}

/**
 * After a sign-in, the offer to move this browser's signed-out chats and drawings into the account
 * (or keep or delete them): the dialog's props, or null when there is nothing to ask.
 */
export function useAnonymousData(core: AppServices, sync: AccountSync, uid: string | null): AnonymousDataDialogProps | null {
  const [offer, setOffer] = useState<Offer | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const unmountedRef = useUnmountedRef();

  useEffect(() => {
    if (!uid) return;
    let live = true;
    void Promise.all([sync.chat.anonymousChats(), sync.draw.anonymousDrawings()]).then(([chats, drawings]) => {
      const kept = new Set(core.storage.get(KEPT_KEY, isIds) ?? []);
      const asked = (ids: string[]) => ids.filter((id) => !kept.has(id));
      const next = { uid, chats: asked(chats.map((c) => c.id)), drawings: asked(drawings.map((d) => d.id)) };
      if (live && next.chats.length + next.drawings.length > 0) setOffer(next);
    });
    return () => {
      live = false;
    };
  }, [core, sync, uid]);

  const shown = offer && offer.uid === uid ? offer : null;
  if (!shown) return null;

  const choose = async (choice: AnonymousDataChoice) => {
    setBusy(true);
    setFailed(false);
    try {
      if (choice === 'move') {
        await sync.chat.moveIntoAccount(shown.chats);
        await sync.draw.moveIntoAccount(shown.drawings);
      } else if (choice === 'discard') {
        await sync.chat.discardAnonymous(shown.chats);
        await sync.draw.discardAnonymous(shown.drawings);
      } else {
        core.storage.set(KEPT_KEY, [...new Set([...(core.storage.get(KEPT_KEY, isIds) ?? []), ...shown.chats, ...shown.drawings])]);
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
    busy,
    failed,
    onChoose: (choice) => void choose(choice),
    onLater: () => setOffer(null),
  };
}
