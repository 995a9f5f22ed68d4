import type { SnapshotFrom } from 'xstate';
import type { ChatError } from '../machines/chatMachine.types';
import type { chatPanelMachine } from '../machines/chatPanelMachine';
import { isGpt4Model, mergeModels } from '../settings/modelCatalog';

export type ChatScreen = 'chat' | 'password' | 'noService';

/** What the panel shows of its gates, derived from the panel machine (pure, for hooks and tests). */
export interface ChatPanelGateView {
  /** The main area: the conversation, the access password form, or the 'no model service' notice. */
  screen: ChatScreen;
  /** The banner's error: a refused send first, else the conversation's own. */
  error: ChatError | null;
  /** The password form says the last try (or the server) refused it. */
  passwordFailed: boolean;
  /** A password check is under way. */
  verifying: boolean;
  /** The last export as an image failed. */
  exportFailed: boolean;
}

/** What the selector reads of a `chatPanelMachine` snapshot. */
export type ChatPanelSnapshot = Pick<SnapshotFrom<typeof chatPanelMachine>, 'context' | 'matches'>;

// One object, so an unchanged refusal compares equal from one snapshot to the next.
const GPT4_REFUSAL: ChatError = { code: 'GPT4_DISABLED', message: '' };

/** The panel's screen, banner error, password form state and export failure, from its machine. */
export function selectChatPanelView(snapshot: ChatPanelSnapshot): ChatPanelGateView {
  const { gate, chatError, refusal, verifyFailed, exportFailed } = snapshot.context;
  // A 423 without an own key means our server wants the password, even if the session said not.
  const authFailed = chatError?.code === 'AUTH_REQUIRED' && !gate.hasOwnKey;
  const noService = chatError?.code === 'NO_UPSTREAM' || gate.noService;
  return {
    screen: gate.needsPassword || authFailed ? 'password' : noService ? 'noService' : 'chat',
    error: refusal ? GPT4_REFUSAL : chatError,
    passwordFailed: verifyFailed || authFailed,
    verifying: snapshot.matches({ verify: 'verifying' }),
    exportFailed,
  };
}

/**
 * The header's model choices: built-in, custom and the server's, without GPT-4 models when the
 * server disables them; the current model always stays so the switcher shows it (sending with a
 * disabled one is refused by the panel machine).
 */
export function offeredModels(options: { customModels: string; serverModels: readonly string[]; current: string; disableGpt4: boolean }): string[] {
  const listed = mergeModels(options.customModels, options.serverModels).filter((m) => !(options.disableGpt4 && isGpt4Model(m)));
  return [...new Set([...listed, options.current])];
}
