import { describe, expect, it } from 'vitest';
import en from '../../locales/en-US/draw.json';
import { taskErrorText } from './taskErrorText';

/** English `t` over the real messages: `{{name}}` filled from the options. */
const t = ((key: string, options: Record<string, unknown> = {}) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
}) as Parameters<typeof taskErrorText>[0];

const refused = (submitCode: number, description: string, bannedWord?: string) =>
  ({ code: 'SUBMIT_REJECTED', submitCode, description, ...(bannedWord ? { bannedWord } : {}) }) as const;

describe('taskErrorText', () => {
  it("words a refusal by its code and puts the drawing server's words on their own line", () => {
    expect(taskErrorText(t, refused(4, 'Invalid parameter: --ar 9:99'))).toEqual({
      text: 'The request was refused.',
      detail: 'Failure reason: Invalid parameter: --ar 9:99',
    });
    expect(taskErrorText(t, refused(9, 'Discord account is blocked'))).toEqual({
      text: 'The drawing service failed.',
      detail: 'Failure reason: Discord account is blocked',
    });
    expect(taskErrorText(t, refused(42, 'Something odd'))).toEqual({ text: 'Refused (code 42).', detail: 'Failure reason: Something odd' });
  });

  it('names the banned word from the prompt, and says only that there is one when the server did not name it', () => {
    expect(taskErrorText(t, refused(24, 'banned prompt detected', 'blood'))).toEqual({ text: 'The prompt contains a banned word: blood', detail: null });
    expect(taskErrorText(t, refused(24, 'banned prompt detected'))).toEqual({
      text: 'The prompt contains a banned word.',
      detail: 'Failure reason: banned prompt detected',
    });
  });

  it('shows no empty detail line when the server gave no reason', () => {
    expect(taskErrorText(t, refused(23, ''))).toEqual({ text: 'The queue is full, please try again later.', detail: null });
  });
});
