import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { Slider } from './Slider';

const meta = {
  title: 'core/Slider',
  component: Slider,
  args: { label: 'Temperature', min: 0, max: 2, step: 0.1, defaultValue: 0.8, format: (v: number) => v.toFixed(1), onValueChange: fn() },
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Temperature' });
    // Synthetic key events are untrusted, so the browser would not move a native range: set it as a drag does.
    fireEvent.change(slider, { target: { value: '0.9' } });
    await expect(args.onValueChange).toHaveBeenCalledWith(0.9);
    await expect(slider).toHaveAttribute('aria-valuetext', '0.9');
    await expect(canvas.getByText('0.9')).toBeVisible();
  },
};
export const WithHint: Story = { args: { label: 'Zoom', min: 1, max: 2, defaultValue: 1.8, hint: 'From 1.0 to 2.0' } };
export const Disabled: Story = { args: { disabled: true } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <Slider label="Chaos" defaultValue={0} />
      <Slider label="Temperature" min={0} max={2} step={0.1} defaultValue={0.8} format={(v) => v.toFixed(1)} />
      <Slider label="Zoom" min={1} max={2} step={0.1} defaultValue={1.8} format={(v) => `${v.toFixed(1)}×`} hint="From 1.0 to 2.0" />
      <Slider label="Disabled" defaultValue={50} disabled />
    </div>
  ),
  parameters: { chromatic: { disableSnapshot: false } },
};
