import { assign, emit, fromPromise, setup } from 'xstate';
import type { ChatAttachment } from '../model/types';
import { isGpt4Model } from '../settings/modelCatalog';
import type { ChatError } from './chatMachine.types';

/** What the model service says about itself, as far as the panel's gates care. */
export interface ChatPanelGate {
  /** Our server asks for the access password and the user has none stored. */
  needsPassword: boolean;
  /** Nothing can answer: the server has no upstream and the user set no address of their own. */
  noService: boolean;
  /** The server's 'GPT4 disabled' switch: GPT-4 models are neither offered nor sent. */
  disableGpt4: boolean;
  /** The user set an own API key: a refusal is then the key's fault, not a missing password. */
  hasOwnKey: boolean;
}

export type VerifyPasswordResult = 'ok' | 'failed';

/** The panel's own state; the conversation itself lives in `chatMachine`. */
export interface ChatPanelContext {
  /** The service's facts the gates read, updated with `gate.update`. */
  gate: ChatPanelGate;
  /** The conversation's own error (its machine's), mirrored here to pick the screen. */
  chatError: ChatError | null;
  /** A send the panel refused before any request. */
  refusal: 'GPT4_DISABLED' | null;
  /** The last password check failed (wrong password, or the check could not be made). */
  verifyFailed: boolean;
  /** The last export as an image failed. */
  exportFailed: boolean;
}

/** What the hook tells the panel: service and conversation facts, and the user's actions. */
export type ChatPanelEvent =
  | { type: 'gate.update'; gate: ChatPanelGate }
  | { type: 'chat.error'; error: ChatError | null }
  | { type: 'message.send'; text: string; attachments: ChatAttachment[]; model: string }
  | { type: 'error.dismiss' }
  | { type: 'password.verify'; password: string }
  | { type: 'image.export'; element: HTMLElement };

/** Facts the hook passes on to the conversation's machine. */
export type ChatPanelEmitted =
  | { type: 'message.accepted'; text: string; attachments: ChatAttachment[]; model: string }
  | { type: 'error.dismissed' }
  | { type: 'password.verified' };

/** What a panel starts with. */
export interface ChatPanelInput {
  /** The service's facts at start; missing ones are open (no gate). @default all false */
  gate?: Partial<ChatPanelGate>;
}

type Send = Extract<ChatPanelEvent, { type: 'message.send' }>;

const openGate: ChatPanelGate = { needsPassword: false, noService: false, disableGpt4: false, hasOwnKey: false };

/**
 * The chat panel's product rules, apart from any conversation: the access-password and
 * no-service screens, the 'GPT4 disabled' refusal, password verification and export as image.
 * The two I/O jobs run side by side (parallel regions), each leaving its failure in context.
 */
export const chatPanelMachine = setup({
  types: {
    context: {} as ChatPanelContext,
    events: {} as ChatPanelEvent,
    emitted: {} as ChatPanelEmitted,
    input: {} as ChatPanelInput,
  },
  actors: {
    verifyPassword: fromPromise<VerifyPasswordResult, { password: string }>(async () => {
      throw new Error('chatPanelMachine: actor "verifyPassword" was not provided');
    }),
    exportImage: fromPromise<void, { element: HTMLElement }>(async () => {
      throw new Error('chatPanelMachine: actor "exportImage" was not provided');
    }),
  },
  guards: {
    isGpt4Refused: ({ context, event }) => context.gate.disableGpt4 && isGpt4Model((event as Send).model),
    isVerified: (_, result: VerifyPasswordResult) => result === 'ok',
  },
  actions: {
    assignGate: assign({ gate: ({ event }) => (event as Extract<ChatPanelEvent, { type: 'gate.update' }>).gate }),
    assignChatError: assign({ chatError: ({ event }) => (event as Extract<ChatPanelEvent, { type: 'chat.error' }>).error }),
    refuseGpt4: assign({ refusal: 'GPT4_DISABLED' as const }),
    clearRefusal: assign({ refusal: null }),
    acceptMessage: emit(({ event }) => {
      const { text, attachments, model } = event as Send;
      return { type: 'message.accepted' as const, text, attachments, model };
    }),
    notifyDismissed: emit({ type: 'error.dismissed' as const }),
    notifyVerified: emit({ type: 'password.verified' as const }),
  },
}).createMachine({
  id: 'chatPanel',
  type: 'parallel',
  context: ({ input }) => ({ gate: { ...openGate, ...input.gate }, chatError: null, refusal: null, verifyFailed: false, exportFailed: false }),
  on: {
    'gate.update': { actions: 'assignGate' },
    'chat.error': { actions: 'assignChatError' },
    'message.send': [
      { guard: 'isGpt4Refused', actions: 'refuseGpt4' },
      { actions: ['clearRefusal', 'acceptMessage'] },
    ],
    'error.dismiss': { actions: ['clearRefusal', 'notifyDismissed'] },
  },
  states: {
    verify: {
      initial: 'idle',
      states: {
        idle: { on: { 'password.verify': 'verifying' } },
        verifying: {
          invoke: {
            id: 'verifyPassword',
            src: 'verifyPassword',
            input: ({ event }) => ({ password: (event as Extract<ChatPanelEvent, { type: 'password.verify' }>).password }),
            onDone: [
              { guard: { type: 'isVerified', params: ({ event }) => event.output }, target: 'idle', actions: [assign({ verifyFailed: false }), 'notifyVerified'] },
              { target: 'idle', actions: assign({ verifyFailed: true }) },
            ],
            onError: { target: 'idle', actions: assign({ verifyFailed: true }) },
          },
        },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: { on: { 'image.export': 'exporting' } },
        exporting: {
          entry: assign({ exportFailed: false }),
          invoke: {
            id: 'exportImage',
            src: 'exportImage',
            input: ({ event }) => ({ element: (event as Extract<ChatPanelEvent, { type: 'image.export' }>).element }),
            onDone: { target: 'idle' },
            onError: { target: 'idle', actions: assign({ exportFailed: true }) },
          },
          on: { 'image.export': { target: 'exporting', reenter: true } },
        },
      },
    },
  },
});
