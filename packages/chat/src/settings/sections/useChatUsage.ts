import { useCallback, useEffect, useState } from 'react';
import type { ChatModelAdapter } from '../../api/types';
import type { UsageState } from './useChatUsage.types';

type Answer = { adapter: ChatModelAdapter; round: number; state: UsageState };

/** Asks the model service for this month's usage; most servers no longer answer, which is fine. */
export function useChatUsage(adapter: ChatModelAdapter) {
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!adapter.getUsage) return;
    const controller = new AbortController();
    adapter.getUsage({ signal: controller.signal }).then(
      (usage) => !controller.signal.aborted && setAnswer({ adapter, round, state: { state: 'ready', usage } }),
      () => !controller.signal.aborted && setAnswer({ adapter, round, state: { state: 'unavailable' } }),
    );
    return () => controller.abort();
  }, [adapter, round]);
  const refresh = useCallback(() => setRound((r) => r + 1), []);
  // Until the answer for this adapter and round arrives, it is loading.
  const usage: UsageState = !adapter.getUsage
    ? { state: 'unavailable' }
    : answer && answer.adapter === adapter && answer.round === round
      ? answer.state
      : { state: 'loading' };
  return { usage, refresh };
}
