import { useCallback, useEffect, useState } from 'react';
import { type CountTokens, loadTokenCounter, remainingTokens } from '../contextWindow/remainingTokens';
import type { ChatMessage } from '../model/types';
import { contextLengthOf } from '../settings/modelCatalog';
import type { ChatModelSettings } from '../settings/chatSettings';

/** The composer's "tokens left" for a draft; null until the tokenizer (its own chunk) has loaded. */
export function useTokenMeter(settings: ChatModelSettings, history: readonly ChatMessage[]) {
  const [counter, setCounter] = useState<CountTokens | null>(null);
  useEffect(() => {
    let live = true;
    loadTokenCounter().then((c) => live && setCounter(() => c), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  return useCallback(
    (draft: string) => counter && remainingTokens({ contextLength: contextLengthOf(settings.model), settings, history, input: draft, countTokens: counter }),
    [counter, settings, history],
  );
}
