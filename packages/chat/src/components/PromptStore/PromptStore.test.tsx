import { renderWithProvider } from '@atelier/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePromptStore } from '../../hooks/usePromptStore';
import { Composer } from '../Composer/Composer';
import { ComposerTools } from '../ComposerTools/ComposerTools';
import { createPrefsFixture } from '../../testing/createPrefsFixture';

function Harness({ fetch, onSend }: { fetch: typeof globalThis.fetch; onSend: (text: string) => void }) {
  const store = usePromptStore({ fetch, sources: [{ name: 'Team list', url: 'https://prompts.test/team.json' }] });
  return <Composer busy={false} onSend={onSend} onStop={() => undefined} toolbar={<ComposerTools prompts={store.view} />} suggestions={[store.suggestions]} />;
}

function setup(fetchFn: typeof fetch = vi.fn<typeof fetch>(async () => new Response('[]'))) {
  const sent: string[] = [];
  const user = userEvent.setup();
  renderWithProvider(<Harness fetch={fetchFn} onSend={(text) => sent.push(text)} />, { config: fixture.config });
  const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
  const openStore = async () => {
    await user.click(screen.getByRole('button', { name: 'Prompts' }));
    // The dialog's code is fetched on its first open.
    return screen.findByRole('dialog', { name: 'Prompt store' });
  };
  return { user, input, sent, openStore };
}

const titles = () => within(screen.getByRole('list', { name: 'Local prompts' })).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent);

let fixture = createPrefsFixture();
beforeEach(() => {
  fixture = createPrefsFixture();
  fixture.prefs().prompts.set([
    { title: 'Poet', content: 'Answer in rhyming couplets.' },
    { title: 'Translator', content: 'Translate everything into English.' },
  ]);
});

describe('PromptStore', () => {
  it('adds a prompt, and refuses a duplicate title until it is changed', async () => {
    const { user, openStore } = setup();
    const dialog = await openStore();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await user.type(within(dialog).getByLabelText('Title'), 'Poet');
    await user.type(within(dialog).getByLabelText('Content'), 'Write a limerick.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Title duplicate, please re-enter');
    expect(within(dialog).getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(titles()).toEqual(['Poet', 'Translator']);
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Limericks{Enter}');
    expect(titles()).toEqual(['Limericks', 'Poet', 'Translator']);
    expect((JSON.parse(fixture.entries.get('atelier-chat:prompts') ?? '{}') as { data: unknown[] }).data).toHaveLength(3);
  });

  it("refuses an edit that takes another prompt's content, naming that prompt", async () => {
    const { user, openStore } = setup();
    const dialog = await openStore();
    await user.click(within(dialog).getByRole('button', { name: 'Edit: Poet' }));
    const content = within(dialog).getByLabelText('Content');
    await user.clear(content);
    await user.type(content, 'Translate everything into English.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Content duplicate: Translator, please re-enter');
    expect(fixture.prefs().prompts.get()[0]).toEqual({ title: 'Poet', content: 'Answer in rhyming couplets.' });
  });

  it('imports a file, skipping and naming the duplicates', async () => {
    const { user, openStore } = setup();
    const dialog = await openStore();
    expect(within(dialog).getByText(/check the source of a JSON file/)).toBeTruthy();
    const file = new File(
      [JSON.stringify([{ act: 'Chef', prompt: 'Suggest a recipe.' }, { act: 'Poet', prompt: 'Other' }, { act: 'Copy', prompt: 'Answer in rhyming couplets.' }])],
      'prompts.json',
      { type: 'application/json' },
    );
    await user.upload(within(dialog).getByLabelText('JSON file of prompts to import'), file);
    const notice = await within(dialog).findByText('Added: 1. Skipped as duplicates: 2.');
    const report = notice.closest('[data-part="prompt-notice"]') as HTMLElement;
    expect(within(report).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Poet (title duplicate)', 'Copy (content duplicate)']);
    expect(titles()).toEqual(['Poet', 'Translator', 'Chef']);
  });

  it('rejects a file of another shape with Key value mismatch and changes nothing', async () => {
    const { user, openStore } = setup();
    const dialog = await openStore();
    await user.upload(within(dialog).getByLabelText('JSON file of prompts to import'), new File(['[{"title":"a","content":"b"}]'], 'x.json', { type: 'application/json' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Key value mismatch');
    expect(titles()).toEqual(['Poet', 'Translator']);
  });

  it('deletes only after confirmation, and searches titles and contents', async () => {
    const { user, openStore } = setup();
    const dialog = await openStore();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search prompts' }), 'english');
    expect(titles()).toEqual(['Translator']);
    await user.click(within(dialog).getByRole('button', { name: 'Delete: Translator' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete the prompt “Translator”?' })).getByRole('button', { name: 'Cancel' }));
    expect(fixture.prefs().prompts.get()).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Delete: Translator' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fixture.prefs().prompts.get().map((p) => p.title)).toEqual(['Poet']));
    expect(within(dialog).getByText('No prompt matches “english”.')).toBeTruthy();
  });

  it('"Use" adds the content to the draft and returns to the message box', async () => {
    const { user, input, openStore } = setup();
    await user.type(input, 'Please:');
    const dialog = await openStore();
    await user.click(within(dialog).getByRole('button', { name: 'Use: Poet' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input.value).toBe('Please: Answer in rhyming couplets.');
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('downloads an online list, previews it and adds it; a failed download says what to check', async () => {
    const fetchFn = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('[{"act":"Chef","prompt":"Suggest a recipe."},{"act":"Poet","prompt":"x"}]'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user, openStore } = setup(fetchFn);
    const dialog = await openStore();
    await user.click(within(dialog).getByRole('tab', { name: 'Online' }));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Address of a JSON list').value).toBe('https://prompts.test/team.json');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText('Prompts in this list: 2')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add all to local' }));
    expect(await within(dialog).findByText('Added: 1. Skipped as duplicates: 1.')).toBeTruthy();
    expect(fixture.prefs().prompts.get().map((p) => p.title)).toEqual(['Poet', 'Translator', 'Chef']);
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please check the network status and JSON file validity');
  });
});

describe('"/" in the message box', () => {
  it('offers prompts by title and inserts the picked one by keyboard, without sending', async () => {
    const { user, input, sent } = setup();
    await user.type(input, 'Hi /');
    const list = screen.getByRole('listbox', { name: 'Prompts' });
    expect(within(list).getAllByRole('option').map((o) => o.firstChild?.textContent)).toEqual(['Poet', 'Translator']);
    expect(input.getAttribute('aria-controls')).toBe(list.id);
    await user.type(input, 'tr');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(within(screen.getByRole('listbox')).getByRole('option', { selected: true }).id);
    await user.keyboard('{Enter}');
    expect(input.value).toBe('Hi Translate everything into English.');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(sent).toEqual([]);
    await user.keyboard('{Enter}');
    expect(sent).toEqual(['Hi Translate everything into English.']);
  });

  it('moves with the arrows (wrapping around), picks with Tab, and closes with Esc', async () => {
    const { user, input } = setup();
    await user.type(input, '/');
    await user.keyboard('{ArrowUp}');
    expect(within(screen.getByRole('listbox')).getByRole('option', { selected: true }).textContent).toContain('Translator');
    await user.keyboard('{ArrowDown}{Tab}');
    expect(input.value).toBe('Answer in rhyming couplets.');
    await user.clear(input);
    await user.type(input, '/po');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.value).toBe('/po');
  });

  it('ignores keys while an IME is composing, and "/" inside a word', async () => {
    const { user, input } = setup();
    await user.type(input, 'and/or');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.clear(input);
    await user.type(input, '/');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, isComposing: true }));
    expect(input.value).toBe('/');
    expect(screen.getByRole('listbox')).toBeTruthy();
  });
});
