import { useCallback, useEffect, useState } from 'react';
import type { ChatModelAdapter } from '../../api/types';
import type { UsageState } from './ChatAboutSettingsView';

/** Asks the model service for this month's usage; most servers no longer answer, which is fine. */
export function useChatUsage(adapter: ChatModelAdapter) {
  const [usage, setUsage] = useState<UsageState>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!adapter.getUsage) return void setUsage({ state: 'unavailable' });
    const controller = new AbortController();
    setUsage({ state: 'loading' });
    adapter.getUsage({ signal: controller.signal }).then(
      (result) => setUsage({ state: 'ready', usage: result }),
      () => !controller.signal.aborted && setUsage({ state: 'unavailable' }),
    );
    return () => controller.abort();
  }, [adapter, round]);
  const refresh = useCallback(() => setRound((r) => r + 1), []);
  return { usage, refresh };
}
