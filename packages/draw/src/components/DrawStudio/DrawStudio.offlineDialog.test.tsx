import 'fake-indexeddb/auto';
import { renderWithProvider } from '@atelier/core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createDrawApi } from '../../api/createDrawApi';
import { createDrawStore } from '../../store/createDrawStore';
import { createFakeMidjourney } from '../../testing/createFakeMidjourney';
import { DrawStudio } from './DrawStudio';

let reachable = false;
// The zoom dialog's chunk, as the browser fetches it: unreachable while offline.
vi.mock('../ZoomDialog/ZoomDialog', async (original) => {
  if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
  return original();
});

describe('DrawStudio whose zoom dialog cannot be downloaded', { timeout: 30_000 }, () => {
  it('says so and closes the request instead of breaking the studio, then opens it once back online', async () => {
    const fake = createFakeMidjourney({ progressSteps: [] });
    const api = createDrawApi({ getEndpoint: () => ({ baseUrl: '/mjapi', secret: null }), fetch: fake.fetch });
    renderWithProvider(<DrawStudio store={createDrawStore({ name: 'studio-offline-dialog' })} api={api} pollIntervalMs={20} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Prompt'), 'hills');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const grid = await screen.findByRole('listitem', { name: /hills/ });
    await user.click(await within(grid).findByRole('button', { name: 'U2' }));
    const upscaled = await screen.findByRole('listitem', { name: /^U2 · hills/ });
    const customZoom = await within(upscaled).findByRole('button', { name: '🔍 Custom Zoom' });

    await user.click(customZoom);
    expect(await screen.findByText("Couldn't open it. Check your connection and try again.")).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Custom zoom' })).toBeNull();
    // The studio still works: the task and its buttons are where they were.
    expect(within(upscaled).getByRole('button', { name: '🔍 Custom Zoom' })).toBeTruthy();

    reachable = true;
    await user.click(customZoom);
    const dialog = await screen.findByRole('dialog', { name: 'Custom zoom' });
    expect((within(dialog).getByLabelText('Prompt with --zoom') as HTMLTextAreaElement).value).toBe('hills --v 7.0 --zoom 1.8');
    expect(fake.requests.filter((r) => r.path.endsWith('/submit/modal'))).toHaveLength(0);
  });
});
