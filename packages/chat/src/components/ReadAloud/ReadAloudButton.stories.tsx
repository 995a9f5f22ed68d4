import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { CreateSpeechAudio } from '../../actors/createSpeechActors';
import { createOpenAiChatAdapter } from '../../api/createOpenAiChatAdapter';
import { type SpeechViewModel, useSpeech } from '../../hooks/useSpeech';
import { createFakeOpenAi } from '../../testing/createFakeOpenAi';
import type { SpeechCache } from '../../tts/createSpeechCache';
import { MetaRow } from '../MessageList/MessageList.styles';
import { ReadAloudButton } from './ReadAloudButton';
import { SpeechContext } from './SpeechContext';

const view = (patch: Partial<SpeechViewModel>): SpeechViewModel => ({
  available: true,
  activeId: 'm1',
  status: 'idle',
  error: null,
  onToggle: () => undefined,
  onStop: () => undefined,
  ...patch,
});

/** Every state of the button, as the message actions row shows it. */
function AllStates() {
  const states: [string, SpeechViewModel][] = [
    ['idle', view({})],
    ['loading', view({ status: 'loading' })],
    ['playing', view({ status: 'playing' })],
    ['failed', view({ status: 'failed', error: { code: 'UPSTREAM', message: 'The server had an error while processing your request.' } })],
    ['empty', view({ status: 'failed', error: { code: 'EMPTY', message: '' } })],
  ];
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
      {states.map(([key, speech]) => (
        <SpeechContext.Provider key={key} value={speech}>
          <MetaRow>
            <ReadAloudButton messageId="m1" text="Hello" />
          </MetaRow>
        </SpeechContext.Provider>
      ))}
    </div>
  );
}

const silentAudio: CreateSpeechAudio = () => ({
  audio: { play: () => Promise.resolve(), pause: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined },
  release: () => undefined,
});
const memoryCache = (): SpeechCache => {
  const entries = new Map<string, Blob[]>();
  return { get: (k) => Promise.resolve(entries.get(k) ?? null), put: (k, c) => Promise.resolve(void entries.set(k, [...c])), close: () => undefined };
};

/** The button on the fake OpenAI, with silent players so the story makes no sound. */
function Live() {
  const [deps] = useState(() => {
    const fake = createFakeOpenAi();
    return { adapter: createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }), fetch: fake.fetch }), cache: memoryCache() };
  });
  const speech = useSpeech({ adapter: deps.adapter, voice: 'nova', cache: deps.cache, createAudio: silentAudio });
  return (
    <SpeechContext.Provider value={speech}>
      <MetaRow>
        <ReadAloudButton messageId="m1" text="A **short** reply to read aloud." />
      </MetaRow>
    </SpeechContext.Provider>
  );
}

const meta = {
  title: 'chat/ReadAloudButton',
  component: AllStates,
} satisfies Meta<typeof AllStates>;
export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {};

/** Read aloud → Stop reading → Read aloud. */
export const Toggle: Story = {
  render: () => <Live />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Read aloud' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop reading' }));
    await expect(await canvas.findByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
  },
};
