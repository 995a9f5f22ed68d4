import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createGptSuggestions } from '../../gpts/gptSuggestions';
import { createPromptSuggestions } from '../../prompts/promptSuggestions';
import { Composer } from '../Composer/Composer';

const sources = [
  createPromptSuggestions(
    [
      { title: 'Translator', content: 'Translate everything I say into English.' },
      { title: 'Poet', content: 'Answer in rhyming couplets.' },
    ],
    'Prompts',
  ),
  createGptSuggestions([{ id: 'g-385f78a55', name: 'SQL Tutor', description: 'Explains SQL queries step by step.' }], 'Recent GPTs', () => undefined),
];

function Demo({ width, onSend }: { width: number | string; onSend: (text: string) => void }) {
  return (
    <div style={{ width, paddingTop: 160 }}>
      <Composer busy={false} onSend={onSend} onStop={() => undefined} suggestions={sources} />
    </div>
  );
}

const meta = { title: 'chat/ComposerSuggestions', component: Demo, args: { width: 360, onSend: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a 360 px phone: "/" lists prompts, ArrowDown + Enter inserts one instead of sending. */
export const SlashPrompts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await userEvent.type(input, '/');
    const list = await canvas.findByRole('listbox', { name: 'Prompts' });
    await expect(within(list).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1]!.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(input.value).toBe('Answer in rhyming couplets.'));
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** "@" lists the recently used GPTs; the popup is open for the axe check. */
export const AtRecentGpts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hi @s');
    await expect(await canvas.findByRole('listbox', { name: 'Recent GPTs' })).toBeVisible();
  },
};
