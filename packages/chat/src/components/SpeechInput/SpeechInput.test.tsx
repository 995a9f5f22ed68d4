import { renderWithProvider } from '@atelier/core/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpeechRecognitionLike, SpeechResultEventLike } from '../../voice/speechRecognition';
import { Composer } from '../Composer/Composer';
import { SpeechInput } from './SpeechInput';

/** A stand-in for the browser's SpeechRecognition that the test speaks through. */
class FakeRecognition implements SpeechRecognitionLike {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = false;
  interimResults = false;
  started = false;
  stopped = false;
  onresult: ((event: SpeechResultEventLike) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.started = true;
  }
  stop() {
    this.stopped = true;
    this.onend?.();
  }
  abort() {
    this.onend?.();
  }
  /** Results as the browser sends them: every result so far, the last one possibly interim. */
  hear(...results: { text: string; final?: boolean }[]) {
    const list = results.map((r) => Object.assign([{ transcript: r.text }], { isFinal: r.final ?? false }));
    act(() => this.onresult?.({ results: list }));
  }
  fail(error: string) {
    act(() => {
      this.onerror?.({ error });
      this.onend?.();
    });
  }
}

function setup(recognition: typeof FakeRecognition | null = FakeRecognition, locale: 'en-US' | 'fr-FR' = 'en-US') {
  FakeRecognition.instances = [];
  const sent: string[] = [];
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  renderWithProvider(<Composer busy={false} onSend={(t) => sent.push(t)} onStop={() => undefined} toolbar={<SpeechInput recognition={recognition} />} />, { locale });
  const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
  return { user, input, sent, last: () => FakeRecognition.instances.at(-1)! };
}

afterEach(() => void vi.useRealTimers());

describe('SpeechInput', () => {
  it('writes what it hears after the typed text, each new guess replacing the last, and stops after 2 s without results', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, input, last } = setup();
    await user.type(input, 'Note:');
    const button = screen.getByRole('button', { name: /Instant recognition/ });
    await user.click(button);
    const recognition = last();
    expect(recognition).toMatchObject({ started: true, continuous: true, interimResults: true, lang: 'en-US' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Listening… the text appears in the message box.');

    recognition.hear({ text: 'hel' });
    expect(input.value).toBe('Note: hel');
    recognition.hear({ text: 'hello', final: true }, { text: ' wor' });
    expect(input.value).toBe('Note: hello wor');
    act(() => void vi.advanceTimersByTime(1900));
    recognition.hear({ text: 'hello', final: true }, { text: ' world', final: true });
    expect(input.value).toBe('Note: hello world');
    act(() => void vi.advanceTimersByTime(1900));
    expect(recognition.stopped).toBe(false);
    act(() => void vi.advanceTimersByTime(200));
    expect(recognition.stopped).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: /Instant recognition/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('recognises in the interface language, and the button stops it early', async () => {
    const { user, last } = setup(FakeRecognition, 'fr-FR');
    const button = await screen.findByRole('button', { name: /Reconnaissance instantanée/ });
    await user.click(button);
    expect(last().lang).toBe('fr-FR');
    await user.click(screen.getByRole('button', { name: /Arrêter la reconnaissance/ }));
    expect(last().stopped).toBe(true);
  });

  it("says 'Browser not supported!' where there is no speech recognition", async () => {
    const { user, input } = setup(null);
    const button = screen.getByRole('button', { name: /Instant recognition/ });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(button);
    expect(screen.getByRole('alert').textContent).toContain('Browser not supported!');
    expect(input.value).toBe('');
  });

  it('explains a denied microphone and keeps what was already recognised', async () => {
    const { user, input, last } = setup();
    await user.click(screen.getByRole('button', { name: /Instant recognition/ }));
    last().hear({ text: 'partial', final: true });
    last().fail('not-allowed');
    expect(screen.getByRole('alert').textContent).toContain('Microphone access was denied for speech recognition.');
    expect(input.value).toBe('partial');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
