import 'fake-indexeddb/auto';
import { AppProvider } from '@atelier/core';
import { testConfig } from '@atelier/core/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createOpenAiChatAdapter } from '../../api/createOpenAiChatAdapter';
import { createFakeOpenAi } from '../../testing/createFakeOpenAi';
import { ChatPanel } from './ChatPanel';
import { giveElementsASize } from '../../../../../tooling/testing/giveElementsASize';

giveElementsASize();

const fake = createFakeOpenAi();
const adapter = createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }), fetch: fake.fetch });

/** Two providers on one page, as a host would place them; neither panel is given a store, so each uses its default one. */
function TwoHosts() {
  return (
    <>
      {(['left', 'right'] as const).map((side) => (
        <section key={side} aria-label={side}>
          <AppProvider config={{ ...testConfig, storage: { prefix: `${side}.` } }} locale="en-US" colorScheme="light">
            <ChatPanel adapter={adapter} />
          </AppProvider>
        </section>
      ))}
    </>
  );
}

const panel = (side: 'left' | 'right') => within(screen.getByRole('region', { name: side }));
const input = (side: 'left' | 'right') => panel(side).getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
const modelOf = (side: 'left' | 'right') => panel(side).getByRole<HTMLSelectElement>('combobox', { name: 'Model' });
const chatsOf = (side: 'left' | 'right') => within(panel(side).getByRole('navigation'));

describe('two AppProviders with different storage prefixes', { timeout: 30_000 }, () => {
  it('keep their own conversations and settings, also after a reload', async () => {
    const user = userEvent.setup();
    const page = render(<TwoHosts />);
    await waitFor(() => expect(input('left').disabled).toBe(false));
    await waitFor(() => expect(input('right').disabled).toBe(false));

    fake.reply({ kind: 'stream', text: 'Left reply' });
    await user.type(input('left'), 'Only on the left{Enter}');
    expect(await panel('left').findByText('Left reply')).toBeTruthy();
    await waitFor(() => expect(chatsOf('left').getByRole('button', { name: 'Only on the left' })).toBeTruthy());
    await user.selectOptions(modelOf('left'), 'gpt-4.1');

    expect(chatsOf('right').queryByRole('button', { name: 'Only on the left' })).toBeNull();
    expect(modelOf('right').value).toBe('gpt-4o-mini');

    // A reload: each panel reads back what it stored under its own prefix, and only that.
    page.unmount();
    render(<TwoHosts />);
    await waitFor(() => expect(chatsOf('left').getByRole('button', { name: 'Only on the left' })).toBeTruthy());
    await waitFor(() => expect(modelOf('left').value).toBe('gpt-4.1'));
    await waitFor(() => expect(input('right').disabled).toBe(false));
    expect(chatsOf('right').queryByRole('button', { name: 'Only on the left' })).toBeNull();
    expect(panel('right').queryByText('Left reply')).toBeNull();
    expect(modelOf('right').value).toBe('gpt-4o-mini');
  });
});
