import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { answerTokenCount } from './tokenWorkerProtocol';

describe('answerTokenCount (what the token worker replies)', () => {
  it('counts real o200k tokens and keeps the request id', () => {
    expect(answerTokenCount({ id: 7, text: 'hello world' }, countTokens)).toEqual({ id: 7, count: 2 });
  });

  it('replies with the error instead of throwing, so the waiting count is not left hanging', () => {
    const broken = () => {
      throw new Error('bad input');
    };
    expect(answerTokenCount({ id: 3, text: 'x' }, broken)).toEqual({ id: 3, error: 'bad input' });
  });
});
