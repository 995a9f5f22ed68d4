import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from '../Avatar/Avatar';
import { HoverCard } from '../Popover/HoverCard';
import { Button } from '../Button/Button';
import { EmptyState } from '../Feedback/EmptyState';
import { Progress } from './Progress';

const meta = { title: 'core/Progress', component: Progress, args: { label: 'Uploading book.epub', value: 42 } } satisfies Meta<typeof Progress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {};
export const Indeterminate: Story = { args: { value: null, label: 'Loading the PDF engine' } };
export const Complete: Story = { args: { value: 100 } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <Progress label="Not started" value={0} />
      <Progress label="Uploading" value={42} valueText="12 MB of 28 MB" />
      <Progress label="Done" value={100} />
      <Progress label="Loading" />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Avatar name="Ada Lovelace" />
        <Avatar name="张三" size={48} />
        <HoverCard label="Account" trigger={(props) => <Button {...props}>Account</Button>}>
          <p style={{ margin: 0 }}>Ann</p>
        </HoverCard>
      </div>
      <EmptyState description="Upload a book to start your library." />
    </div>
  ),
  parameters: { chromatic: { disableSnapshot: false } },
};
