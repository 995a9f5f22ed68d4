import { useConfirm, useT, useUnmountedRef } from '@atelier/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { drawNamespace } from '../i18n/drawNamespace';
import { useDrawServices } from './useDrawServices';
import type { DrawStore } from '../store/createDrawStore';
import type { DrawKind, DrawRecord } from '../store/types';

export interface GalleryItem {
  id: string;
  kind: DrawKind;
  label: string;
  createdAt: number;
  /** The cached copy when there is one, else the upstream URL. */
  src: string;
  action: string | null;
}

/** Props of `DrawGallery` (and `useDrawGallery`). */
export interface DrawGalleryProps {
  /** Where the finished drawings are read from. @default IndexedDB database "atelier-draw" after the provider's `storage.prefix` (shared with DrawStudio) */
  store?: DrawStore;
  /** Opens the host's drawing page; the empty gallery offers it as the next step (the widget knows no routes). @default undefined (no button) */
  onStartDrawing?: () => void;
  /** Class on the widget's root element, for host styling. @default undefined */
  className?: string;
}

// Our server's kept copy outlives the proxy's link, so it comes first.
const sourceOf = (r: DrawRecord) => r.keptImage || r.task?.imageUrl || r.dalle?.src || '';

/** The user's successful works from every task list, newest first, with cached images. */
export function useDrawGallery(props: DrawGalleryProps) {
  const t = useT(drawNamespace);
  const confirm = useConfirm();
  const services = useDrawServices();
  const [store] = useState(() => props.store ?? services.store);
  const [items, setItems] = useState<GalleryItem[] | null>(null);
  const [filter, setFilter] = useState<DrawKind | 'all'>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  // The browser's storage refused a read or delete: said once above the grid, never swallowed.
  const [storageFailed, setStorageFailed] = useState(false);
  const urls = useRef<string[]>([]);
  const unmountedRef = useUnmountedRef();
  // Bumped when another tab or device changed drawings, to read the list again.
  const [generation, setGeneration] = useState(0);
  useEffect(() => store.subscribe?.(() => setGeneration((n) => n + 1)), [store]);

  useEffect(() => {
    let alive = true;
    void (async () => {
      const records = (await store.list()).filter((r) => r.phase === 'succeeded' && sourceOf(r) !== '' && r.task?.action !== 'DESCRIBE' && r.task?.action !== 'SHORTEN');
      // All cached images are asked for at once: one after another, 2,000 works took seconds.
      const blobs = await Promise.allSettled(records.map((r) => store.getImage(r.id)));
      if (!alive) return;
      const made: string[] = [];
      const next: GalleryItem[] = records.map((r, i) => {
        const read = blobs[i];
        const blob = read?.status === 'fulfilled' ? read.value : null;
        // An unreadable copy falls back to the upstream URL (which may have expired).
        const src = blob ? URL.createObjectURL(blob) : sourceOf(r);
        if (blob) made.push(src);
        return { id: r.id, kind: r.kind, label: r.label, createdAt: r.createdAt, src, action: r.task?.action ?? null };
      });
      urls.current.forEach((u) => URL.revokeObjectURL(u));
      urls.current = made;
      setItems(next);
      if (blobs.some((read) => read.status === 'rejected')) setStorageFailed(true);
    })().catch(() => {
      if (!alive) return;
      setItems([]);
      setStorageFailed(true);
    });
    return () => {
      alive = false;
    };
  }, [store, generation]);
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const visible = useMemo(() => (items ?? []).filter((i) => filter === 'all' || i.kind === filter), [items, filter]);
  const kinds = useMemo(() => [...new Set((items ?? []).map((i) => i.kind))], [items]);
  return {
    loaded: items !== null,
    storageFailed,
    items: visible,
    total: items?.length ?? 0,
    kinds,
    filter,
    setFilter,
    open: visible.find((i) => i.id === openId) ?? null,
    setOpenId,
    async remove(id: string) {
      const ok = await confirm({ title: t('gallery.deleteTitle'), message: t('gallery.deleteMessage'), confirmLabel: t('gallery.delete'), destructive: true });
      if (!ok) return;
      const removed = await store.remove(id).then(
        () => true,
        () => false,
      );
      if (unmountedRef.current) return;
      if (!removed) return setStorageFailed(true);
      setOpenId(null);
      setItems((list) => (list ?? []).filter((i) => i.id !== id));
    },
    onStartDrawing: props.onStartDrawing,
    className: props.className,
  };
}

/** What `useDrawGallery` returns: the state and actions its view renders. */
export type DrawGalleryViewModel = ReturnType<typeof useDrawGallery>;
