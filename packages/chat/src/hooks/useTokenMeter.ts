import { useEffect, useMemo, useState } from 'react';
import { createTokenMeter } from '../contextWindow/createTokenMeter';
import type { TokenWorkerFactory } from '../contextWindow/createTokenWorker';
import type { ChatMessage } from '../model/types';
import { contextLengthOf } from '../settings/modelCatalog';
import type { ChatModelSettings } from '../settings/chatSettings';
import type { TokenMeterModel } from './useTokenMeter.types';

/**
 * The composer's "tokens left": estimated at once, counted exactly by a Web Worker only once the
 * meter is opened or the estimate nears the limit. The worker ends when the panel unmounts.
 */
export function useTokenMeter(settings: ChatModelSettings, history: readonly ChatMessage[], createWorker: TokenWorkerFactory | null): TokenMeterModel {
  const [meter] = useState(() => createTokenMeter(createWorker));
  useEffect(() => () => meter.dispose(), [meter]);
  return useMemo(() => {
    const input = (draft: string) => ({ contextLength: contextLengthOf(settings.model), settings, history, draft });
    return {
      measure: (draft) => meter.read(input(draft)),
      follow: (draft) => meter.follow(input(draft)),
      open: meter.open,
      canCountExactly: meter.canCountExactly,
      subscribe: meter.subscribe,
      version: meter.version,
    };
  }, [meter, settings, history]);
}
