import type { ColorSchemePreference, LanguageCode } from '@atelier/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DemoStoryHost } from '../testing/DemoStoryHost';
import { AboutSection } from './AboutSection';
import { GeneralSection } from './GeneralSection';
import { ServerSection } from './ServerSection';
import { SettingsModal, type SettingsModalProps } from './SettingsModal';

type Args = Pick<SettingsModalProps, 'section'>;

function OpenSettings({ section }: Args) {
  const [open, setOpen] = useState(true);
  return <SettingsModal {...(section ? { section } : {})} open={open} onOpenChange={({ open: next }) => setOpen(next)} />;
}

const meta = {
  title: 'demo/SettingsModal',
  render: (args, { globals }) => (
    <DemoStoryHost
      locale={(globals['locale'] as LanguageCode | undefined) ?? 'en-US'}
      colorScheme={(globals['colorScheme'] as ColorSchemePreference | undefined) ?? 'light'}
    >
      <OpenSettings {...args} />
    </DemoStoryHost>
  ),
  args: {},
  // DemoStoryHost is the provider here, as App is in the demo.
  parameters: { appProvider: false },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Settings' }));

/** Spec §2: general, advanced, config, server, about, model; theme and language apply live. */
export const General: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    const tabs = modal.getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs).toEqual(['General', 'Advanced', 'Config', 'Server', 'About', 'Model']);
    await userEvent.selectOptions(modal.getByLabelText('Theme'), 'dark');
    const root = canvasElement.ownerDocument.querySelectorAll('[data-atelier-root]');
    await waitFor(() => expect([...root].some((el) => el.getAttribute('data-resolved-color-scheme') === 'dark')).toBe(true));
    await userEvent.selectOptions(modal.getByLabelText('Language'), 'fr-FR');
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Paramètres' });
  },
};

/** The OpenAI address must contain http(s):// (spec §5); restore defaults empties the form. */
export const Server: Story = {
  args: { section: 'server' },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    const address = modal.getByLabelText('OpenAI address');
    await userEvent.type(address, 'api.example.com');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(await modal.findByText('The address must contain http(s)://')).toBeVisible();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://api.example.com/v1');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(modal.queryByText('The address must contain http(s)://')).toBeNull());
    await userEvent.click(modal.getByRole('button', { name: 'Restore defaults' }));
    await expect(address).toHaveValue('');
  },
};

export const About: Story = {
  args: { section: 'about' },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await expect(modal.getByText(/^Version \d+\.\d+\.\d+/)).toBeVisible();
    await expect(modal.getByText(/MIT/)).toBeVisible();
  },
};

/** The demo's own sections side by side, outside the dialog, for visual review. */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  render: (_args, { globals }) => (
    <DemoStoryHost
      locale={(globals['locale'] as LanguageCode | undefined) ?? 'en-US'}
      colorScheme={(globals['colorScheme'] as ColorSchemePreference | undefined) ?? 'light'}
    >
      {/* The dialog paints the page colour in the app; outside it, this box does. */}
      <div style={{ display: 'grid', gap: 32, padding: 16, background: 'var(--atelier-color-bg)', color: 'var(--atelier-color-fg)' }}>
        <GeneralSection />
        <ServerSection />
        <AboutSection />
      </div>
    </DemoStoryHost>
  ),
};
