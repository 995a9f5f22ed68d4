import 'fake-indexeddb/auto';
import { renderWithProvider } from '@atelier/core/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createOpenAiChatAdapter } from '../../api/createOpenAiChatAdapter';
import { createChatStore } from '../../store/createChatStore';
import { createFakeOpenAi } from '../../testing/createFakeOpenAi';
import { ChatPanel } from './ChatPanel';

// The browser refusing to draw the chat (a tainted canvas, out of memory) is what this test is about.
const png = vi.hoisted(() => ({ result: (): Promise<string> => Promise.reject(new Error('SecurityError: tainted canvas')) }));
vi.mock('../../hooks/downloadFile', () => ({
  downloadFile: vi.fn(),
  elementToPng: () => png.result(),
}));

describe('ChatPanel export as image', { timeout: 20_000 }, () => {
  it("says 'Export Failed' when the browser cannot draw the chat, and clears it when a retry works", async () => {
    const fake = createFakeOpenAi();
    fake.reply({ kind: 'stream', text: 'An answer worth keeping' });
    const adapter = createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }), fetch: fake.fetch });
    const user = userEvent.setup();
    renderWithProvider(<ChatPanel adapter={adapter} store={createChatStore({ name: 'export-failed' })} />);
    const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await waitFor(() => expect(input.disabled).toBe(false));
    await user.type(input, 'keep this{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export as image' }).hasAttribute('disabled')).toBe(false));

    await user.click(screen.getByRole('button', { name: 'Export as image' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Export Failed');

    png.result = () => Promise.resolve('data:image/png;base64,AAAA');
    await user.click(screen.getByRole('button', { name: 'Export as image' }));
    await waitFor(() => expect(screen.queryByText('Export Failed')).toBeNull());
  });
});
