import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createOpenAiChatAdapter } from '../../api/createOpenAiChatAdapter';
import { createChatStore } from '../../store/createChatStore';
import { createFakeOpenAi } from '../../testing/createFakeOpenAi';
import { ChatPanel } from './ChatPanel';

const REPLY = 'Here is **bold**, math $e^{i\\pi}+1=0$ and code:\n\n```ts\nconst answer = 42;\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |';

/** A ChatPanel on the protocol-faithful fake OpenAI, with its own fresh IndexedDB database. */
function FakeChat({ width }: { width: number | string }) {
  const [{ adapter, store }] = useState(() => {
    const fake = createFakeOpenAi();
    fake.reply({ kind: 'stream', text: REPLY, reasoning: 'Considering the question', delayMs: 5, chunkSizes: [23, 7, 64] }, { kind: 'stream', text: 'A second answer' });
    return {
      adapter: createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null, accessPassword: null }), fetch: fake.fetch }),
      store: createChatStore({ name: `story-${Math.random().toString(36).slice(2)}` }),
    };
  });
  return (
    <div style={{ width, height: 640, border: '1px solid #ccc' }}>
      <ChatPanel adapter={adapter} store={store} />
    </div>
  );
}

const meta = {
  title: 'chat/ChatPanel',
  component: FakeChat,
  args: { width: '100%' },
} satisfies Meta<typeof FakeChat>;
export default meta;
type Story = StoryObj<typeof meta>;

const send = async (canvasElement: HTMLElement, text: string) => {
  const canvas = within(canvasElement);
  const input = await canvas.findByRole('textbox', { name: 'Message' });
  await waitFor(() => expect(input).toBeEnabled(), { timeout: 8000 });
  await userEvent.type(input, `${text}{Enter}`);
  return canvas;
};

// Highlighting splits code into spans, so read the block's text as a whole.
const codeText = (root: HTMLElement) => root.querySelector('[data-part="code-block"] code')?.textContent?.trim() ?? null;

/** Ask, stream markdown with math, code, a table and thinking; regenerate into a ‹ 2/2 › version. */
export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'Show me everything');
    await waitFor(() => expect(codeText(canvasElement)).toBe('const answer = 42;'), { timeout: 8000 });
    await expect(canvas.getByText('ts')).toBeInTheDocument();
    await expect(canvasElement.querySelector('.katex')).not.toBeNull();
    await expect(canvas.getByRole('table')).toBeInTheDocument();
    await expect(canvas.getByText('Thoughts')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Regenerate' }));
    await canvas.findByText('A second answer', {}, { timeout: 8000 });
    await expect(canvas.getByText('2 / 2')).toBeInTheDocument();
  },
};

/** A 360 px phone: nothing overflows sideways and sending still works. */
export const Phone: Story = {
  args: { width: 360 },
  play: async ({ canvasElement }) => {
    await send(canvasElement, 'Hi from a phone');
    await waitFor(() => expect(codeText(canvasElement)).toBe('const answer = 42;'), { timeout: 8000 });
    const panel = canvasElement.querySelector<HTMLElement>('[data-part="chat-panel"]');
    await expect(panel).not.toBeNull();
    await expect(panel!.scrollWidth).toBeLessThanOrEqual(panel!.clientWidth + 1);
  },
};
