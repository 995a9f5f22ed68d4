import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { Select } from './Select';
import { Slider } from './Slider';
import { Switch } from './Switch';
import { TextField } from './TextField';

const meta = {
  title: 'core/Form fields',
  component: TextField,
  args: { label: 'User name', placeholder: 'ann' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const WithHint: Story = { args: { label: 'Password', type: 'password', hint: '6 or more digits or characters' } };
export const WithError: Story = { args: { label: 'OpenAI address', error: 'The address must contain http(s)://' } };

function Controls() {
  const [voice, setVoice] = useState('alloy');
  const [save, setSave] = useState(true);
  const [context, setContext] = useState(true);
  const [temperature, setTemperature] = useState(0.8);
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <Select
        label="TTS voice"
        value={voice}
        onValueChange={setVoice}
        options={['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer'].map((v) => ({ value: v, label: v }))}
      />
      <Checkbox label="Save" checked={save} onCheckedChange={setSave} />
      <Switch label="Context mode" checked={context} onCheckedChange={setContext} />
      <Slider label="Temperature" value={temperature} min={0} max={2} step={0.1} onValueChange={setTemperature} format={(v) => v.toFixed(1)} />
    </div>
  );
}

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <TextField label="User name" />
      <TextField label="Password" type="password" hint="6 or more digits or characters" />
      <TextField label="OpenAI address" error="The address must contain http(s)://" defaultValue="api.openai.com" />
      <TextField label="Disabled" disabled defaultValue="read only" />
      <Controls />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Context mode' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
  parameters: { chromatic: { disableSnapshot: false } },
};
