import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'private', label: 'Private', hint: 'Only you can open it.' },
  { value: 'link', label: 'Anyone with the link', hint: 'Not listed anywhere.' },
  { value: 'public', label: 'Public', hint: 'Listed in the public library.' },
];

const meta = {
  title: 'core/RadioGroup',
  component: RadioGroup<string>,
  args: { legend: 'Who can open it', options, value: 'private', onValueChange: fn() },
} satisfies Meta<typeof RadioGroup<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('Public'));
    await expect(args.onValueChange).toHaveBeenCalledWith('public');
  },
};
export const NothingChosen: Story = { args: { value: null, hint: 'Applies to every book of this batch.' } };
export const DangerWithError: Story = {
  args: {
    legend: 'Your books',
    tone: 'danger',
    value: null,
    options: [
      { value: 'delete', label: 'Delete my books', hint: 'Their files are deleted.' },
      { value: 'hand_over', label: 'Hand them to an administrator' },
    ],
    error: 'Choose what happens to your books.',
  },
};
export const Disabled: Story = { args: { disabled: true } };
