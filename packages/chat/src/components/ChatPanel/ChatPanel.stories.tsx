import { AppProvider, type ColorSchemePreference, createId, type LanguageCode } from '@atelier/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { type ReactNode, useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createOpenAiChatAdapter } from '../../api/createOpenAiChatAdapter';
import { type ChatStore, createChatStore } from '../../store/createChatStore';
import type { ChatMessage } from '../../model/types';
import { createFakeOpenAi } from '../../testing/createFakeOpenAi';
import { ChatPanel } from './ChatPanel';

const REPLY = 'Here is **bold**, math $e^{i\\pi}+1=0$ and code:\n\n```ts\nconst answer = 42;\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |';

/** A ChatPanel on the protocol-faithful fake OpenAI, with its own fresh IndexedDB database. */
function FakeChat({ width }: { width: number | string }) {
  const [{ adapter, store }] = useState(() => {
    const fake = createFakeOpenAi();
    fake.reply({ kind: 'stream', text: REPLY, reasoning: 'Considering the question', delayMs: 5, chunkSizes: [23, 7, 64] }, { kind: 'stream', text: 'A second answer' });
    return {
      adapter: createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }), fetch: fake.fetch }),
      store: createChatStore({ name: `story-${createId()}` }),
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
  // The docs page shows the connected widget's props beside the view's.
  subcomponents: { ChatPanel },
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
    // KaTeX and the highlighter arrive in their own chunks, each re-rendering the reply once; check
    // the settled reply, not a node the next pass replaces.
    await waitFor(
      () => {
        expect(codeText(canvasElement)).toBe('const answer = 42;');
        expect(canvasElement.querySelector('.katex')).not.toBeNull();
        expect(canvasElement.querySelector('code.hljs')).not.toBeNull();
      },
      { timeout: 8000 },
    );
    await waitFor(() => expect(canvas.getByText('ts')).toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('table')).toBeInTheDocument());
    await waitFor(() => expect(canvas.getByText('Thoughts')).toBeInTheDocument());
    // Finished blocks show while the reply still streams; Regenerate appears when it is done.
    await userEvent.click(await canvas.findByRole('button', { name: 'Regenerate' }, { timeout: 8000 }));
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

const freshStore = () => createChatStore({ name: `story-${createId()}` });

/** Writes one answered question (and one failed retry) before the panel opens the store. */
async function seedConversation(store: ChatStore) {
  const conversation = await store.createConversation({ title: 'Markdown tour' });
  const at = Date.now();
  const message = (id: string, parentId: string | null, role: ChatMessage['role'], content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
    id, conversationId: conversation.id, parentId, role, content, status: 'done', createdAt: at, ...extra,
  });
  const upserted = [
    message('q1', null, 'user', 'Show me everything'),
    message('a1', 'q1', 'assistant', REPLY, { model: 'gpt-4o-mini' }),
    message('q2', 'a1', 'user', 'And once more?'),
    message('a2', 'q2', 'assistant', '', { status: 'error', error: { code: 'INVALID_API_KEY', message: 'Incorrect API key provided' } }),
  ];
  await store.applyChanges({ type: 'messages.changed', conversationId: conversation.id, upserted, deleted: [], leafId: 'a2' });
}

const fakeAdapter = () => createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }), fetch: createFakeOpenAi().fetch });

function SeededChat({ seeded }: { seeded: boolean }) {
  const [adapter] = useState(fakeAdapter);
  const [fresh] = useState(() => (seeded ? null : freshStore()));
  const [seededStore, setSeededStore] = useState<ChatStore | null>(null);
  useEffect(() => {
    if (!seeded) return;
    const next = freshStore();
    void seedConversation(next).then(() => setSeededStore(next));
  }, [seeded]);
  const store = fresh ?? seededStore;
  return store ? <ChatPanel adapter={adapter} store={store} /> : null;
}

/** A panel in its own provider whose library API (and so `/api/session`) lives under `base`. */
function ServerChat({ base, locale, colorScheme }: { base: string; locale: LanguageCode; colorScheme: ColorSchemePreference }) {
  const [store] = useState(freshStore);
  return (
    <AppProvider config={{ libraryApi: { baseUrl: base }, storage: { backend: null } }} locale={locale} colorScheme={colorScheme} style={{ height: '100%' }}>
      <ChatPanel store={store} />
    </AppProvider>
  );
}

const Cell = ({ name, children }: { name: string; children: ReactNode }) => (
  <div data-state-name={name} style={{ height: 600, border: '1px solid #ccc' }}>
    {children}
  </div>
);

const session = (data: Record<string, unknown>) => () => HttpResponse.json({ status: 'Success', message: '', data: { model: 'ChatGPTAPI', ...data } });

/** Every screen side by side, for visual review: new chat, an answered and a failed message, access password, no model service. */
export const AllStates: StoryObj = {
  tags: ['visual'],
  parameters: {
    chromatic: { disableSnapshot: false },
    // The grid repeats one widget, so its landmarks repeat; each state's own story checks them.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
    msw: {
      handlers: [
        http.post('/story-password/api/session', session({ auth: true, openaiConfigured: true })),
        http.post('/story-no-service/api/session', session({ auth: false, openaiConfigured: false })),
      ],
    },
  },
  render: (_args, { globals }) => {
    const locale = (globals['locale'] as LanguageCode | undefined) ?? 'en-US';
    const colorScheme = (globals['colorScheme'] as ColorSchemePreference | undefined) ?? 'light';
    return (
      <div style={{ display: 'grid', gap: 24 }}>
        <Cell name="NewChat">
          <SeededChat seeded={false} />
        </Cell>
        <Cell name="Conversation">
          <SeededChat seeded />
        </Cell>
        <Cell name="Password">
          <ServerChat base="/story-password" locale={locale} colorScheme={colorScheme} />
        </Cell>
        <Cell name="NoService">
          <ServerChat base="/story-no-service" locale={locale} colorScheme={colorScheme} />
        </Cell>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Show me everything', {}, { timeout: 8000 });
    await waitFor(() => expect(codeText(canvasElement)).toBe('const answer = 42;'), { timeout: 8000 });
    // Language-neutral checks: this story is also screenshotted in zh-CN.
    const part = (cell: string, name: string) => canvasElement.querySelector(`[data-state-name="${cell}"] [data-part="${name}"]`);
    await waitFor(() => expect(part('Password', 'access-password')).not.toBeNull(), { timeout: 8000 });
    await waitFor(() => expect(part('NoService', 'no-service')).not.toBeNull(), { timeout: 8000 });
  },
};
