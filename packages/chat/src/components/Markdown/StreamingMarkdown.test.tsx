import { renderWithProvider } from '@atelier/core/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadExtra } from './markdownExtras';
import { StreamingMarkdown } from './StreamingMarkdown';

describe('StreamingMarkdown', () => {
  it('shows the block still streaming in as source, and typesets it once the next block starts', async () => {
    await Promise.all([loadExtra('math'), loadExtra('code')]);
    const first = 'Euler: $e^{i\\pi}+1=0$';
    const code = '```js\nconst x = 1;\n```';
    const { container, rerender } = renderWithProvider(<StreamingMarkdown text={first} />);
    await waitFor(() => expect(container.textContent).toContain('$e^{i\\pi}+1=0$'));
    expect(container.querySelector('.katex')).toBeNull();

    rerender(<StreamingMarkdown text={`${first}\n\n${code}`} />);
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    // The fence is the block streaming now: plain until it is followed by another.
    expect(screen.getByText(/const x = 1;/).closest('code')?.querySelector('.hljs-keyword')).toBeNull();

    rerender(<StreamingMarkdown text={`${first}\n\n${code}\n\nDone`} />);
    await waitFor(() => expect(container.querySelector('code .hljs-keyword')?.textContent).toBe('const'));
    expect(container.querySelectorAll('.katex')).toHaveLength(1);
  });
});
