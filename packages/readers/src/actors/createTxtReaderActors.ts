import { fromPromise } from 'xstate';
import type { ReaderHead } from '../machines/readerMachine';
import type { TxtEncoding } from '../txt/encodings';
import type { OpenedTxt } from '../txt/openTxt';
import { openTxtAt, openTxtHeadAt, type TxtOpening } from '../txt/openTxtAt';
import type { TxtLocator } from '../txt/txtLocator';

const loadEngine = () => import('../txt/openTxt');

/** What the TXT view has of the file right now: the whole of it, or its head until then. */
export interface TxtBytesNow {
  bytes: Uint8Array | null;
  head: ReaderHead | null;
  /** Asks for the whole file (the head's screen is up, or the head cannot serve). */
  onNeedWhole?: (() => void) | undefined;
}

/** The whole file, for the decoding that needs it, whenever it arrives. */
export function wholeFile() {
  let resolve: (bytes: Uint8Array) => void = () => undefined;
  const promise = new Promise<Uint8Array>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export interface TxtReaderActorsOptions {
  now: () => TxtBytesNow;
  whole: Promise<Uint8Array>;
  /** The stored place of the book (server or browser). */
  loadStored: () => Promise<{ locator: string } | null>;
}

/** `openText` and `openWhole` for `txtReaderMachine`: the engine arrives with `import()`. */
export function createTxtReaderActors({ now, whole, loadStored }: TxtReaderActorsOptions) {
  const needWhole = () => {
    now().onNeedWhole?.();
    return whole;
  };
  return {
    openText: fromPromise<TxtOpening, { encoding: TxtEncoding | null; keep: TxtLocator | null }>(async ({ input }) => {
      const [engine, stored] = await Promise.all([loadEngine(), input.keep ? null : loadStored()]);
      const { bytes, head } = now();
      if (bytes) return openTxtAt(engine, bytes, input.encoding, stored, input.keep);
      const fromHead = head && !input.keep ? openTxtHeadAt(engine, head.bytes, head.size, input.encoding, stored) : null;
      return fromHead ?? openTxtAt(engine, await needWhole(), input.encoding, stored, input.keep);
    }),
    // The machine starts this once the head's screen is painted.
    openWhole: fromPromise<OpenedTxt, { encoding: TxtEncoding | null }>(async ({ input }) => (await loadEngine()).openTxt(await needWhole(), input.encoding)),
  };
}
