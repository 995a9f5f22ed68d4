import { renderWithProvider } from '@atelier/core/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { extrasFor } from './markdownExtras';
import { MarkdownRenderer } from './MarkdownRenderer';

describe('MarkdownRenderer', () => {
  it('never turns raw HTML in a reply into elements', () => {
    const { container } = renderWithProvider(
      <MarkdownRenderer text={'Hi <img src="x" onerror="alert(1)"> and <script>alert(2)</script> <a href="javascript:alert(3)">x</a>\n\n**bold**'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    // Raw HTML is dropped or shown as text, never parsed.
    expect(container.textContent).toContain('Hi');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect([...container.querySelectorAll('a')].every((a) => !a.getAttribute('href')?.startsWith('javascript:'))).toBe(true);
    expect(screen.getByText('bold').tagName).toBe('STRONG');
  });

  it('opens links in a new tab without giving the page a handle on ours', () => {
    renderWithProvider(<MarkdownRenderer text="[docs](https://example.com/docs)" />);
    const link = screen.getByRole('link', { name: 'docs' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('typesets math and highlights fenced code once their plugins arrive', async () => {
    const { container } = renderWithProvider(<MarkdownRenderer text={'Euler: \\(e^{i\\pi}+1=0\\)\n\n```js\nconst x = 1;\n```'} />);
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    await waitFor(() => expect(container.querySelector('code.hljs .hljs-keyword')?.textContent).toBe('const'));
  });

  it('knows which plugins a text needs', () => {
    expect(extrasFor('plain **text**')).toEqual([]);
    expect(extrasFor('$x^2$ and $$y$$')).toEqual(['math']);
    expect(extrasFor('```py\nprint(1)\n```')).toEqual(['code']);
    expect(extrasFor('```\nno language\n```')).toEqual([]);
  });
});
