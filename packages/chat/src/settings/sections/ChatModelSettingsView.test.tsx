import { renderWithProvider } from '@atelier/core/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiChatAdapter } from '../../api/createOpenAiChatAdapter';
import { createFakeOpenAi } from '../../testing/createFakeOpenAi';
import { createPrefsFixture } from '../../testing/createPrefsFixture';
import { defaultChatSettings } from '../chatSettings';
import { ChatAboutSettingsSection } from './ChatAboutSettingsSection';
import { ChatAdvancedSettingsView } from './ChatAdvancedSettingsView';
import { ChatModelSettingsView } from './ChatModelSettingsView';
import { useChatModelSettings } from './useChatModelSettings';

function ModelSettings({ fake }: { fake: ReturnType<typeof createFakeOpenAi> }) {
  const adapter = createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }), fetch: fake.fetch });
  return <ChatModelSettingsView {...useChatModelSettings(adapter)} />;
}

let fixture = createPrefsFixture();
beforeEach(() => {
  fixture = createPrefsFixture();
});

describe('chat model settings', { timeout: 15_000 }, () => {
  it('applies changes live to the stored settings and resets them', async () => {
    const user = userEvent.setup();
    renderWithProvider(<ModelSettings fake={createFakeOpenAi()} />, { config: fixture.config });
    fireEvent.change(screen.getByRole('slider', { name: /Temperature/ }), { target: { value: '0.8' } });
    expect(fixture.prefs().settings.get().temperature).toBe(0.8);
    fireEvent.change(screen.getByRole('textbox', { name: /^Role setting/ }), { target: { value: 'Be brief.' } });
    expect(fixture.prefs().settings.get().systemPrompt).toBe('Be brief.');
    await user.click(screen.getByRole('switch', { name: 'Context mode' }));
    expect(fixture.prefs().settings.get().contextMode).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: 'Custom models' }), { target: { value: 'llama3' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'llama3');
    expect(fixture.prefs().settings.get().model).toBe('llama3');
    expect(JSON.parse(fixture.entries.get('atelier-chat:settings') ?? '{}')).toMatchObject({ data: { temperature: 0.8, model: 'llama3' }, expire: null });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(fixture.prefs().settings.get()).toEqual(defaultChatSettings);
  });

  it('Server Pull adds the models of /v1/models to the picker, and says why it failed', async () => {
    const user = userEvent.setup();
    const fake = createFakeOpenAi({ models: ['qwen2:7b', 'gpt-4o'] });
    renderWithProvider(<ModelSettings fake={fake} />, { config: fixture.config });
    await user.click(screen.getByRole('button', { name: 'Server Pull' }));
    expect(await screen.findByText('2 models loaded from the server.')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'qwen2:7b' })).toBeTruthy();
    expect(fixture.prefs().settings.get().customModels).toBe('qwen2:7b');
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: '/openapi/v1/models' });

    const locked = createFakeOpenAi({ accessPassword: 'secret' });
    renderWithProvider(<ModelSettings fake={locked} />, { config: fixture.config });
    await user.click(screen.getAllByRole('button', { name: 'Server Pull' })[1]!);
    expect(await screen.findByText('Could not load models: Authorization failed')).toBeTruthy();
  });
});

describe('chat advanced settings', () => {
  it('takes a timeout only within range and explains a wrong one', async () => {
    const user = userEvent.setup();
    const timeouts: number[] = [];
    renderWithProvider(<ChatAdvancedSettingsView timeoutSec={120} onTimeoutChange={(s) => timeouts.push(s)} accessPassword="" onAccessPasswordChange={() => undefined} upstreamConfigured={false} />);
    const field = screen.getByRole('spinbutton', { name: 'Timeout (seconds)' });
    await user.clear(field);
    await user.type(field, '2');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter whole seconds from 5 to 600.')).toBeTruthy();
    await user.type(field, '0');
    expect(timeouts).toEqual([20]);
    expect(screen.getByText(/no model service configured/)).toBeTruthy();
  });
});

describe('chat about settings', () => {
  it('shows monthly usage, total and balance, or says the service does not report them', async () => {
    const fake = createFakeOpenAi({ billing: { totalUsageCents: 2550, hardLimitUsd: 100 } });
    const adapter = createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }), fetch: fake.fetch });
    renderWithProvider(<ChatAboutSettingsSection adapter={adapter} />);
    expect(await screen.findByText('$25.50')).toBeTruthy();
    expect(screen.getByText('$100.00')).toBeTruthy();
    expect(screen.getByText('$74.50')).toBeTruthy();
    const plain = createOpenAiChatAdapter({ getEndpoint: () => ({ baseUrl: '/openapi', apiKey: null }), fetch: createFakeOpenAi().fetch });
    renderWithProvider(<ChatAboutSettingsSection adapter={plain} />);
    expect(await screen.findByText('The model service does not report its usage.')).toBeTruthy();
  });
});
