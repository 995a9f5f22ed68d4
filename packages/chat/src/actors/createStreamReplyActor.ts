import { fromCallback } from 'xstate';
import { toChatErrorCode } from '../api/chatErrorCode';
import type { ChatCompletionRequest, ChatModelAdapter } from '../api/types';
import type { StreamReplyEvent, StreamReplyInput } from '../machines/chatMachine.types';

export interface StreamReplyActorOptions {
  adapter: ChatModelAdapter;
  buildRequest: (input: StreamReplyInput) => ChatCompletionRequest;
  /** Deltas are batched for this long so a fast stream re-renders at most ~30 times a second. @default 32 */
  flushMs?: number;
}

/** `streamReply` for `chatMachine`: streams through the adapter; leaving the state aborts the request. */
export function createStreamReplyActor({ adapter, buildRequest, flushMs = 32 }: StreamReplyActorOptions) {
  return fromCallback<StreamReplyEvent, StreamReplyInput>(({ input, sendBack }) => {
    const controller = new AbortController();
    let content = '';
    let reasoning = '';
    let finishReason: string | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;

    const flush = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      if (content === '' && reasoning === '') return;
      sendBack({ type: 'stream.delta', content, reasoning });
      content = '';
      reasoning = '';
    };
    const schedule = () => {
      if (flushMs <= 0) flush();
      else timer ??= setTimeout(flush, flushMs);
    };

    adapter
      .streamChat(buildRequest(input), {
        signal: controller.signal,
        onDelta: (delta) => {
          if (controller.signal.aborted) return;
          if (delta.type === 'content') content += delta.text;
          else if (delta.type === 'reasoning') reasoning += delta.text;
          else finishReason = delta.reason;
          schedule();
        },
      })
      .then(
        () => {
          if (controller.signal.aborted) return;
          flush();
          sendBack({ type: 'stream.done', finishReason });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          flush();
          sendBack({ type: 'stream.error', code: toChatErrorCode(error), message: error instanceof Error ? error.message : String(error) });
        },
      );

    return () => {
      controller.abort();
      if (timer !== null) clearTimeout(timer);
    };
  });
}
