import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { TOKEN_SAMPLES } from './__fixtures__/tokenSamples';
import { estimateTokens } from './estimateTokens';

const error = (text: string) => (estimateTokens(text) - countTokens(text)) / countTokens(text);

describe('estimateTokens, against the real o200k tokenizer', () => {
  // Measured: −15.3 % (Japanese prose) to +15.6 % (Chinese technical text); most within ±11 %.
  it.each(Object.entries(TOKEN_SAMPLES))('%s: within ±16 %% of the exact count', (_name, text) => {
    expect(Math.abs(error(text))).toBeLessThanOrEqual(0.16);
  });

  it('is within ±5 % over a whole conversation of them', () => {
    const texts = Object.values(TOKEN_SAMPLES);
    const estimated = texts.reduce((sum, t) => sum + estimateTokens(t), 0);
    const exact = texts.reduce((sum, t) => sum + countTokens(t), 0);
    expect(Math.abs(estimated - exact) / exact).toBeLessThanOrEqual(0.05);
  });

  it('counts nothing as nothing and a word as a token', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('hello')).toBe(1);
    expect(estimateTokens('hello world')).toBe(countTokens('hello world'));
  });
});
