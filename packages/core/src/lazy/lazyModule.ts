/** Code fetched with `import()` once, shared by every component that shows it. */
export interface LazyModule<T> {
  /** What arrived, or null before it has (or while a failed download waits to be tried again). */
  peek(): T | null;
  /** Starts the download, or joins the one under way; after a failure the next call downloads again. */
  load(): Promise<T>;
  /** Starts the download early (the pointer or focus reached what opens it); a failure waits for the real need. */
  preload(): void;
}

/**
 * A chunk the page may need later. Unlike `React.lazy`, a failed download (offline, or a deploy that
 * removed the old chunk) is not remembered as a failure forever nor thrown into an error boundary:
 * the caller decides what to show meanwhile, and the next `load` tries again.
 */
export function lazyModule<T>(download: () => Promise<T>): LazyModule<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  const load = () =>
    (pending ??= download().then(
      (value) => (loaded = value),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return { peek: () => loaded, load, preload: () => void load().catch(() => undefined) };
}
