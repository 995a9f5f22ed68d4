import type { ChatMessage } from '../model/types';
import type { ChatModelSettings } from '../settings/chatSettings';
import { selectContext } from './buildChatRequest';
import { createTokenCounter, type TokenCounter } from './createTokenCounter';
import type { TokenWorkerFactory } from './createTokenWorker';
import { estimateTokens } from './estimateTokens';
import { type TokenBudget, remainingTokens } from './remainingTokens';

/** The meter's figures for one draft. */
export interface TokenReading extends TokenBudget {
  /** Some figure is the estimate's and no exact count is coming: the meter shows "≈". */
  approximate: boolean;
}

/** What the next request would carry, with the draft as its new message. */
export interface TokenMeterInput {
  contextLength: number;
  settings: ChatModelSettings;
  history: readonly ChatMessage[];
  draft: string;
}

/** Exact counting starts by itself once the estimate says this share of the context window is taken. */
export const NEAR_LIMIT = 0.8;

/** Counts kept; beyond it, counts of texts no longer on screen (old drafts) are dropped. */
const KEPT = 256;

export interface TokenMeter {
  /** The figures for `input`: exact counts where the worker gave them, the estimate elsewhere. No side effects. */
  read(input: TokenMeterInput): TokenReading;
  /** `input` is on screen: counts it exactly if the meter was opened or the estimate nears the limit. */
  follow(input: TokenMeterInput): void;
  /** The user opened the meter: count exactly from now on. */
  open(): void;
  /** An exact count can still come (a worker factory, not failed). */
  canCountExactly(): boolean;
  subscribe(onChange: () => void): () => void;
  /** Changes whenever a count arrives or exact counting starts or fails. */
  version(): number;
  /** Ends the worker (unmount); a later `follow` starts another. */
  dispose(): void;
}

/**
 * The remaining-tokens meter behind the composer. It estimates on the main thread
 * (`estimateTokens`) and asks the token worker for exact counts only once opened or near the limit,
 * so a visit that does neither never downloads the tokenizer.
 */
export function createTokenMeter(createWorker: TokenWorkerFactory | null): TokenMeter {
  const exact = new Map<string, number>();
  const estimates = new Map<string, number>();
  const asked = new Set<string>();
  const listeners = new Set<() => void>();
  let counter: TokenCounter | null = null;
  // Counts from a disposed worker are not waited for: their rejection is not a failure.
  let generation = 0;
  let on = false;
  let answered = false;
  let failed = false;
  let version = 0;
  let last: TokenMeterInput | null = null;

  const changed = () => {
    version++;
    for (const listener of listeners) listener();
  };

  const estimate = (text: string) => {
    let tokens = estimates.get(text);
    if (tokens === undefined) {
      if (estimates.size >= KEPT) estimates.clear();
      estimates.set(text, (tokens = estimateTokens(text)));
    }
    return tokens;
  };

  const textsOf = ({ settings, history, draft }: TokenMeterInput) => {
    const texts = selectContext(history, settings).map((m) => m.content);
    if (settings.systemPrompt.trim() !== '') texts.push(settings.systemPrompt);
    if (draft !== '') texts.push(draft);
    return texts;
  };

  const read = (input: TokenMeterInput): TokenReading => {
    let missing = false;
    const countTokens = (text: string) => {
      const tokens = exact.get(text);
      if (tokens !== undefined) return tokens;
      missing = true;
      return estimate(text);
    };
    const budget = remainingTokens({ ...input, input: input.draft, countTokens });
    // Once the worker answers, a new draft's count is milliseconds away: the estimate stands in
    // unmarked meanwhile rather than "≈" flickering at every keystroke.
    return { ...budget, approximate: missing && !(on && answered && !failed) };
  };

  const request = (input: TokenMeterInput) => {
    if (!createWorker || failed) return;
    const texts = textsOf(input);
    if (exact.size > KEPT) {
      const onScreen = new Set(texts);
      for (const text of exact.keys()) if (!onScreen.has(text)) exact.delete(text);
    }
    counter ??= createTokenCounter(createWorker);
    const running = generation;
    for (const text of texts) {
      if (exact.has(text) || asked.has(text)) continue;
      asked.add(text);
      counter.count(text).then(
        (tokens) => {
          if (running !== generation) return;
          asked.delete(text);
          exact.set(text, tokens);
          answered = true;
          changed();
        },
        () => {
          if (running !== generation) return;
          asked.delete(text);
          failed = true;
          changed();
        },
      );
    }
  };

  return {
    read,
    follow(input) {
      last = input;
      if (!createWorker || failed) return;
      if (!on) {
        const { contextLength, remaining } = read(input);
        if (contextLength - remaining < NEAR_LIMIT * contextLength) return;
        on = true;
        changed();
      }
      request(input);
    },
    open() {
      if (on || !createWorker || failed) return;
      on = true;
      if (last) request(last);
      changed();
    },
    canCountExactly: () => createWorker !== null && !failed,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
    version: () => version,
    dispose() {
      generation++;
      counter?.dispose();
      counter = null;
      asked.clear();
      answered = false;
    },
  };
}
