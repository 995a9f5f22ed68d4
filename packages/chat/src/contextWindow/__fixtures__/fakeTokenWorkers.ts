import type { TokenWorker } from '../createTokenWorker';
import type { TokenCountReply, TokenCountRequest } from '../tokenWorkerProtocol';

/** A token worker that answers only when the test says so, with a count the test can predict. */
export class FakeTokenWorker implements TokenWorker {
  onmessage: ((event: MessageEvent<TokenCountReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  /** Requests not answered yet. */
  readonly waiting: TokenCountRequest[] = [];
  /** Every text ever posted. */
  readonly posted: string[] = [];
  terminated = false;

  constructor(private readonly countOf: (text: string) => number) {}

  postMessage(request: TokenCountRequest) {
    this.waiting.push(request);
    this.posted.push(request.text);
  }

  terminate() {
    this.terminated = true;
  }

  /** Answers everything waiting, as the real worker would. */
  answerAll() {
    for (const { id, text } of this.waiting.splice(0)) this.onmessage?.({ data: { id, count: this.countOf(text) } } as MessageEvent<TokenCountReply>);
  }

  /** The worker script failed to load or threw. */
  fail(message = 'Failed to fetch the worker script') {
    this.onerror?.({ message, preventDefault: () => undefined } as ErrorEvent);
  }
}

/** A worker factory that records each worker it starts; the fake counts one token per word. */
export function fakeTokenWorkers(countOf = (text: string) => text.split(/\s+/).filter(Boolean).length) {
  const started: FakeTokenWorker[] = [];
  const factory = () => {
    const worker = new FakeTokenWorker(countOf);
    started.push(worker);
    return worker;
  };
  return { factory, started };
}

/** Lets promise callbacks (a count arriving) run. */
export async function settle() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}
