import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = { title: 'core/EmptyState', component: EmptyState } satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Nothing here yet' })).toBeVisible();
  },
};
export const WithDescription: Story = { args: { title: 'No books yet', description: 'Upload a book to start your library.', icon: '📚' } };
export const WithAction: Story = {
  args: { title: 'No books yet', description: 'Upload a book to start your library.', icon: '📚', action: <Button variant="primary">Upload</Button> },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <EmptyState />
      <EmptyState title="No results" description="Try another search." headingLevel={3} />
      <EmptyState title="No books yet" description="Upload a book to start your library." icon="📚" action={<Button variant="primary">Upload</Button>} />
    </div>
  ),
  parameters: { chromatic: { disableSnapshot: false } },
};
