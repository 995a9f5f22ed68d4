import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, REGISTER_DELAY_MS } from './registerServiceWorker';

describe('afterFirstScreen (when the service worker installs)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const page = (readyState: DocumentReadyState) => {
    const target = new EventTarget();
    const idle: Array<() => void> = [];
    return {
      idle,
      load: () => target.dispatchEvent(new Event('load')),
      win: {
        document: { readyState },
        addEventListener: target.addEventListener.bind(target) as Window['addEventListener'],
        setTimeout: ((fn: () => void, ms: number) => setTimeout(fn, ms)) as unknown as Window['setTimeout'],
        requestIdleCallback: ((fn: () => void) => idle.push(fn)) as unknown as Window['requestIdleCallback'],
      },
    };
  };

  it('waits for load, then the delay, then an idle moment', () => {
    const { win, load, idle } = page('loading');
    const register = vi.fn();
    afterFirstScreen(register, win);
    vi.advanceTimersByTime(REGISTER_DELAY_MS * 2);
    expect(idle).toHaveLength(0);

    load();
    vi.advanceTimersByTime(REGISTER_DELAY_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(register).not.toHaveBeenCalled();
    idle.forEach((fn) => fn());
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('counts the delay from now on a page that has already loaded, and goes straight on without idle callbacks', () => {
    const { document, addEventListener, setTimeout: later } = page('complete').win;
    const register = vi.fn();
    afterFirstScreen(register, { document, addEventListener, setTimeout: later });
    vi.advanceTimersByTime(REGISTER_DELAY_MS - 1);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledTimes(1);
  });
});
