import type { Page } from 'playwright-core';

/** The kept image addresses of the signed-in account's drawings, as the server has them. */
export const keptOnServer = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const { data } = JSON.parse(localStorage.getItem('userStorage') ?? '{}') as { data?: { token?: string } };
    const answer = await fetch('/api/sync/changes?since=0', { headers: { authorization: `Bearer ${data?.token ?? ''}` } });
    const { changes } = (await answer.json()) as { changes: { kind: string; data: { keptImage?: string } | null }[] };
    return changes.flatMap((change) => (change.kind === 'draw_task' && change.data?.keptImage ? [change.data.keptImage] : []));
  });
