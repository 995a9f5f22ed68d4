import { describe, expect, it } from 'vitest';
import { normalizeMath } from './normalizeMath';

describe('normalizeMath', () => {
  it('turns \\( \\) and \\[ \\] into dollar delimiters', () => {
    expect(normalizeMath('Euler: \\(e^{i\\pi}+1=0\\) and \\[x^2\\]')).toBe('Euler: $e^{i\\pi}+1=0$ and $$x^2$$');
  });

  it('handles display blocks spread over lines', () => {
    expect(normalizeMath('\\[\n\\int_0^1 x\\,dx\n\\]')).toBe('$$\n\\int_0^1 x\\,dx\n$$');
  });

  it('leaves code fences and inline code alone', () => {
    const text = '```latex\n\\(a\\)\n```\nand `\\(b\\)` but \\(c\\)';
    expect(normalizeMath(text)).toBe('```latex\n\\(a\\)\n```\nand `\\(b\\)` but $c$');
  });
});
