/**
 * React chooses the priority of a state update set outside its own event handlers by reading
 * `window.event`. Once a test file has ended, vitest removes jsdom's `window`, and that read throws
 * "window is not defined" from whatever promise set the state: the flake of a hook whose async work
 * outlived its test. Watching the reads lets a test unmount, let the pending work finish, and
 * expect no update at all.
 */
export interface StateUpdateWatch {
  /** State updates scheduled since the watch began (while `when` held). */
  readonly count: number;
  /** Puts the previous `window.event` back. */
  stop(): void;
}

export interface StateUpdateWatchOptions {
  /** Only updates made while this holds are counted. @default always */
  when?: () => boolean;
  /** Called with the stack of each counted update: it names the code that set the state. */
  onUpdate?: (stack: string) => void;
}

// React's scheduler reads `window.event` too, for its own bookkeeping; only reads made on the way
// from a `setState` (all of which ask React for an update lane) are updates.
const FROM_SET_STATE = 'requestUpdateLane';

export function watchStateUpdates({ when = () => true, onUpdate }: StateUpdateWatchOptions = {}): StateUpdateWatch {
  const own = Object.getOwnPropertyDescriptor(window, 'event');
  let count = 0;
  Object.defineProperty(window, 'event', {
    configurable: true,
    get() {
      if (when()) {
        const stack = new Error('A React state update').stack ?? '';
        if (stack.includes(FROM_SET_STATE)) {
          count += 1;
          onUpdate?.(stack);
        }
      }
      return own?.get ? own.get.call(window) : own?.value;
    },
  });
  return {
    get count() {
      return count;
    },
    stop() {
      if (own) Object.defineProperty(window, 'event', own);
      else Reflect.deleteProperty(window, 'event');
    },
  };
}

// Taken before any test can install fake timers, which would never run it.
const nextTurn = globalThis.setImmediate;

/**
 * Lets every callback already queued run: promise chains, and the IndexedDB requests
 * fake-indexeddb answers on later turns of the event loop. Turns, not milliseconds: nothing here
 * waits on the clock.
 */
export async function settle(turns = 20): Promise<void> {
  for (let i = 0; i < turns; i += 1) await new Promise((resolve) => nextTurn(resolve));
}
