import { lazyModule, useLazyModule } from '@atelier/core';
import type { ComponentType, ReactNode } from 'react';

export interface LazyPart<P> {
  (props: P): ReactNode;
  /** Starts the download early (when the pointer or focus reaches what opens it). */
  preload: () => void;
}

/**
 * A part of the page in its own chunk, shown once its code is here and `fallback` until then.
 * Not React.lazy: a download that fails (offline before the chunk was cached) must not throw the
 * whole page into its error screen. The part waits instead, and is downloaded again when the
 * browser is back online or the part is shown again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): LazyPart<P> {
  const part = lazyModule(load);
  function LazyPartView(props: P) {
    const { value: View } = useLazyModule(part);
    return View ? <View {...props} /> : fallback;
  }
  return Object.assign(LazyPartView, { preload: part.preload });
}
