import { renderWithProvider } from '@atelier/core/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromCallback } from 'xstate';
import type { TranscribeFn } from '../../hooks/useVoiceRecorder';
import type { MicrophoneCommand, MicrophoneEvent } from '../../machines/voiceRecorderMachine.types';
import { Composer } from '../Composer/Composer';
import { ComposerTools } from '../ComposerTools/ComposerTools';
import { VoiceRecorder } from './VoiceRecorder';

function fakeMicrophone(options: { denied?: boolean } = {}) {
  let sendBack: ((event: MicrophoneEvent) => void) | null = null;
  const logic = fromCallback<MicrophoneCommand, void, MicrophoneEvent>(({ sendBack: send, receive }) => {
    sendBack = send;
    receive((command) => {
      if (command.type === 'mic.stop') send({ type: 'mic.data', audio: new Blob(['take'], { type: 'audio/webm' }) });
    });
    queueMicrotask(() => send(options.denied ? { type: 'mic.error', code: 'MIC_DENIED' } : { type: 'mic.ready' }));
  });
  return { logic, level: (level: number) => act(() => sendBack?.({ type: 'mic.level', level })) };
}

function setup(options: { transcribe?: TranscribeFn; denied?: boolean; busy?: boolean } = {}) {
  const mic = fakeMicrophone(options);
  const transcribe = vi.fn(options.transcribe ?? (async () => 'hello world'));
  const sent: string[] = [];
  const user = userEvent.setup();
  renderWithProvider(
    <Composer
      busy={options.busy ?? false}
      onSend={(text) => sent.push(text)}
      onStop={() => undefined}
      toolbar={<VoiceRecorder transcribe={transcribe} microphone={mic.logic} silenceMs={150} />}
    />,
  );
  const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
  const button = (name: string) => screen.getByRole('button', { name });
  const open = async () => {
    await user.click(screen.getByRole('button', { name: /Voice/ }));
    await user.click(button('Start'));
    await screen.findByText('Recording…');
  };
  return { mic, transcribe, sent, user, input, button, open };
}

describe('VoiceRecorder', () => {
  it('records, stops by itself after silence, and sends the transcribed text after what was typed', async () => {
    const { mic, transcribe, sent, user, input, open } = setup();
    await user.type(input, 'Note:');
    await open();
    expect(screen.getByRole('meter', { name: 'Microphone level' }).getAttribute('aria-valuenow')).toBe('0');
    mic.level(0.8);
    expect(screen.getByRole('meter', { name: 'Microphone level' }).getAttribute('aria-valuenow')).toBe('80');
    mic.level(0.01);
    await waitFor(() => expect(sent).toEqual(['Note: hello world']));
    expect(transcribe).toHaveBeenCalledWith(expect.any(Blob), expect.objectContaining({ fileName: 'whisper.webm' }));
    expect(input.value).toBe('');
    expect(screen.queryByRole('group', { name: 'Voice recording' })).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it('pauses and continues, then after Stop offers Play, Re-record (confirmed) and Send', async () => {
    const { sent, user, button, open } = setup();
    await open();
    await user.click(button('Pause'));
    expect(screen.getByText('Paused')).toBeTruthy();
    expect(document.activeElement).toBe(button('Continue'));
    await user.click(button('Continue'));
    await user.click(button('Stop recording'));
    // The length depends on how fast the clicks came; only that a recording is offered matters.
    await screen.findByText(/^Recorded \d+:\d\d/);
    expect(button('Play')).toBeTruthy();
    await user.click(button('Re-record'));
    expect(screen.getByRole('alertdialog', { name: 'Discard this recording and record again?' })).toBeTruthy();
    await user.click(button('Keep'));
    expect(button('Send recording')).toBeTruthy();
    await user.click(button('Re-record'));
    await user.click(button('Discard'));
    await screen.findByText('Recording…');
    await user.click(button('Stop recording'));
    await user.click(await screen.findByRole('button', { name: 'Send recording' }));
    await waitFor(() => expect(sent).toEqual(['hello world']));
  });

  it('Cancel asks before discarding a recording and closes the recorder without sending', async () => {
    const { sent, transcribe, user, button, open } = setup();
    await open();
    await user.click(button('Cancel'));
    await user.click(button('Discard'));
    expect(screen.queryByRole('group', { name: 'Voice recording' })).toBeNull();
    expect(transcribe).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('keeps the recording when transcription fails, shows why, and Send tries again', async () => {
    const failing = vi.fn<TranscribeFn>().mockRejectedValueOnce(new Error('Upstream 502')).mockResolvedValueOnce('second try');
    const { sent, user, button, open } = setup({ transcribe: failing });
    await open();
    await user.click(button('Stop recording'));
    await user.click(await screen.findByRole('button', { name: 'Send recording' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Transcription failed. Your recording is kept: press Send recording to try again.');
    expect(alert.textContent).toContain('Details: Upstream 502');
    await user.click(button('Send recording'));
    await waitFor(() => expect(sent).toEqual(['second try']));
  });

  it('says clearly that the microphone was denied, and offers to try again', async () => {
    const { user } = setup({ denied: true });
    await user.click(screen.getByRole('button', { name: /Voice/ }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect((await screen.findByRole('alert')).textContent).toContain("Microphone access was denied. Allow it in the browser's site settings and try again.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('while a reply streams, the text waits in the message box instead of being lost', async () => {
    const { sent, user, input, button, open } = setup({ busy: true });
    await open();
    await user.click(button('Stop recording'));
    await user.click(await screen.findByRole('button', { name: 'Send recording' }));
    await screen.findByText('The text is in the message box; send it when the reply has finished.');
    expect(input.value).toBe('hello world');
    expect(sent).toEqual([]);
  });

  it('is not offered when the model service cannot transcribe', () => {
    renderWithProvider(<Composer busy={false} onSend={() => undefined} onStop={() => undefined} toolbar={<VoiceRecorder transcribe={null} />} />);
    expect(screen.queryByRole('button', { name: /Voice/ })).toBeNull();
  });

  it('in the toolbar, the first press loads the recorder and opens it with Start focused; pressing again closes it', async () => {
    const mic = fakeMicrophone();
    const user = userEvent.setup();
    renderWithProvider(
      <Composer busy={false} onSend={() => undefined} onStop={() => undefined} toolbar={<ComposerTools voice={{ transcribe: async () => 'hi', microphone: mic.logic }} />} />,
    );
    await user.click(screen.getByRole('button', { name: /Voice/ }));
    const panel = await screen.findByRole('group', { name: 'Voice recording' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Start'));
    expect(panel.contains(document.activeElement)).toBe(true);
    expect(screen.queryByText('Opening…')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Voice/ }));
    expect(screen.queryByRole('group', { name: 'Voice recording' })).toBeNull();
    expect(screen.getByRole('button', { name: /Voice/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('in the toolbar, is not offered when the model service cannot transcribe', () => {
    renderWithProvider(<Composer busy={false} onSend={() => undefined} onStop={() => undefined} toolbar={<ComposerTools voice={{ transcribe: null }} />} />);
    expect(screen.queryByRole('button', { name: /Voice/ })).toBeNull();
  });
});
