interface Window {
  start: number;
  count: number;
}

/** Fixed-window counter per key; enough for one process guarding auth endpoints. */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; returns seconds to wait when the key is over its limit, else 0. */
  hit(key: string): number {
    this.count(key);
    return this.wait(key, this.max + 1);
  }

  /** Seconds until `key` may be tried again when it already has `max` attempts in its window, else 0. */
  wait(key: string, max: number = this.max): number {
    const now = this.now();
    const window = this.current(key, now);
    if (!window || window.count < max) return 0;
    return Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
  }

  /** Counts one attempt against `key`; the returned function takes it back (within the same window). */
  count(key: string): () => void {
    const now = this.now();
    let window = this.current(key, now);
    if (!window) {
      if (this.windows.size > 50_000) this.sweep(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    const counted = window;
    let undone = false;
    return () => {
      if (undone) return;
      undone = true;
      if (this.windows.get(key) === counted && counted.count > 0) counted.count -= 1;
    };
  }

  private current(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    return window && now - window.start < this.windowMs ? window : undefined;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key);
    }
  }
}
