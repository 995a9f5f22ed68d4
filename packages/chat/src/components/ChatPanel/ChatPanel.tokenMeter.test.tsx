import 'fake-indexeddb/auto';
import { AppProvider, provideService } from '@atelier/core';
import { testConfig } from '@atelier/core/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createOpenAiChatAdapter } from '../../api/createOpenAiChatAdapter';
import { fakeTokenWorkers, settle } from '../../contextWindow/__fixtures__/fakeTokenWorkers';
import { tokenWorkerService } from '../../services/tokenWorkerService';
import { defaultChatSettings } from '../../settings/chatSettings';
import { createChatStore } from '../../store/createChatStore';
import { createFakeOpenAi } from '../../testing/createFakeOpenAi';
import { ChatPanel } from './ChatPanel';
import { giveElementsASize } from '../../../../../tooling/testing/giveElementsASize';

giveElementsASize();

// The 983 kB tokenizer: importing it on the main thread is what a first visit must never do.
const tokenizer = vi.hoisted(() => ({ loaded: false }));
vi.mock('gpt-tokenizer/encoding/o200k_base', () => {
  tokenizer.loaded = true;
  return { countTokens: (text: string) => text.length };
});

function renderPanel() {
  const workers = fakeTokenWorkers();
  const adapter = createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }), fetch: createFakeOpenAi().fetch });
  const view = render(
    <AppProvider config={testConfig} services={[provideService(tokenWorkerService, () => workers.factory)]} locale="en-US" colorScheme="light">
      <ChatPanel adapter={adapter} store={createChatStore({ name: `token-meter-${Math.random()}` })} />
    </AppProvider>,
  );
  return { ...workers, ...view };
}

const meterLine = () => document.querySelector<HTMLElement>('[data-part="token-meter"]');

describe('the token meter on a first visit (issue 20: no tokenizer download)', { timeout: 20_000 }, () => {
  it('estimates while typing without starting the worker or loading the tokenizer; reaching the meter counts exactly; unmount ends the worker', async () => {
    const user = userEvent.setup();
    const { started, unmount } = renderPanel();
    const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await waitFor(() => expect(input.disabled).toBe(false));
    await user.type(input, 'Hello there');
    await waitFor(() => expect(meterLine()).not.toBeNull());
    expect(tokenizer.loaded).toBe(false);
    await waitFor(() => expect(meterLine()?.textContent).toMatch(/^≈ [\d,.\s]+ \/ 128,000 tokens left$/));
    expect(started).toHaveLength(0);

    await user.hover(screen.getByRole('button', { name: /^≈ .* tokens left$/ }));
    expect(started).toHaveLength(1);
    const worker = started[0]!;
    expect(worker.posted).toContain('Hello there');
    await act(async () => {
      worker.answerAll();
      await settle();
    });
    // The fake worker counts words: "Hello there" is 2, the reply count is reserved.
    const exact = (128_000 - defaultChatSettings.max_tokens - 2).toLocaleString();
    expect(meterLine()?.textContent).toBe(`${exact} / 128,000 tokens left`);
    expect(screen.queryByRole('button', { name: /tokens left/ })).toBeNull();

    unmount();
    expect(worker.terminated).toBe(true);
    expect(tokenizer.loaded).toBe(false);
  });

  it('shows no "≈" with nothing to count: an empty new chat is exact already', async () => {
    const { started } = renderPanel();
    const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await waitFor(() => expect(input.disabled).toBe(false));
    const reserved = (128_000 - defaultChatSettings.max_tokens).toLocaleString();
    await waitFor(() => expect(meterLine()?.textContent).toBe(`${reserved} / 128,000 tokens left`));
    expect(started).toHaveLength(0);
  });

  it('a keyboard user opens it by focus, and focus stays on the line when the exact count replaces the button', async () => {
    const user = userEvent.setup();
    const { started } = renderPanel();
    const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await waitFor(() => expect(input.disabled).toBe(false));
    await user.type(input, 'Hi');
    const meter = await screen.findByRole('button', { name: /^≈ .* tokens left$/ });
    act(() => meter.focus());
    expect(started).toHaveLength(1);
    await act(async () => {
      started[0]!.answerAll();
      await settle();
    });
    expect(meterLine()?.textContent).not.toMatch(/≈/);
    expect(document.activeElement).toBe(meterLine());
  });

  it('a worker that fails leaves the estimate marked "≈" and the line plain', async () => {
    const user = userEvent.setup();
    const { started } = renderPanel();
    const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await waitFor(() => expect(input.disabled).toBe(false));
    await user.type(input, 'Hi');
    await user.click(await screen.findByRole('button', { name: /^≈ .* tokens left$/ }));
    expect(started).toHaveLength(1);
    await act(async () => {
      started[0]!.fail();
      await settle();
    });
    expect(meterLine()?.textContent).toMatch(/^≈ /);
    expect(screen.queryByRole('button', { name: /tokens left/ })).toBeNull();
  });
});
