// The exact token counter's Web Worker: the o200k tokenizer (983 kB gzip) is downloaded and run
// here, never on the main thread, and only once the meter is opened or its estimate nears the limit.
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { answerTokenCount, type TokenCountReply, type TokenCountRequest } from './tokenWorkerProtocol';

// DOM's lib types `self` as a window; this is a dedicated worker's global scope.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<TokenCountRequest>) => void) | null;
  postMessage: (reply: TokenCountReply) => void;
};
scope.onmessage = (event) => scope.postMessage(answerTokenCount(event.data, countTokens));
