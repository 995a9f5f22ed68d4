import { renderWithProvider } from '@atelier/core/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Composer } from './Composer';
import { useComposerDraft } from '../../hooks/useComposerDraft';

function setup(props: { busy?: boolean; mobile?: boolean } = {}) {
  const sent: string[] = [];
  let stops = 0;
  const user = userEvent.setup();
  renderWithProvider(<Composer busy={props.busy ?? false} mobile={props.mobile ?? false} onSend={(t) => sent.push(t)} onStop={() => (stops += 1)} />);
  return { sent, stops: () => stops, user, input: screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }) };
}

describe('Composer', () => {
  it('Esc stops a streaming reply, and the Stop button does too', async () => {
    const { user, input, stops } = setup({ busy: true });
    await user.type(input, 'draft{Escape}');
    expect(stops()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(stops()).toBe(2);
    expect(input.value).toBe('draft');
  });

  it('on touch devices Enter is a new line and Ctrl+Enter sends', async () => {
    const { user, input, sent } = setup({ mobile: true });
    await user.type(input, 'one{Enter}two');
    expect(sent).toEqual([]);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(sent).toEqual(['one\ntwo']);
    expect(input.value).toBe('');
  });

  it('a toolbar tool appends to the draft the user is typing, and the result is sent', async () => {
    function AddWord() {
      const draft = useComposerDraft();
      return (
        <button type="button" onClick={() => (draft.append('world'), draft.focus())}>
          add
        </button>
      );
    }
    const sent: string[] = [];
    const user = userEvent.setup();
    renderWithProvider(<Composer busy={false} onSend={(t) => sent.push(t)} onStop={() => undefined} toolbar={<AddWord />} />);
    const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await user.type(input, 'hello');
    await user.click(screen.getByRole('button', { name: 'add' }));
    expect(input.value).toBe('hello world');
    expect(document.activeElement).toBe(input);
    await user.keyboard('{Enter}');
    expect(sent).toEqual(['hello world']);
  });
});
