import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navigateOnClick } from './navigateOnClick';

function renderLink(onNavigate?: (href: string) => void) {
  render(
    <a href="/book/epub/b1" onClick={navigateOnClick('/book/epub/b1', onNavigate)}>
      Book
    </a>,
  );
  return screen.getByRole('link', { name: 'Book' });
}

describe('navigateOnClick', () => {
  it('navigates in the app on a plain left click instead of loading the page', () => {
    const seen: string[] = [];
    const followed = fireEvent.click(renderLink((href) => seen.push(href)));
    expect(seen).toEqual(['/book/epub/b1']);
    expect(followed).toBe(false);
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])('leaves %o to the browser (new tab, window, download)', (init) => {
    const seen: string[] = [];
    const followed = fireEvent.click(renderLink((href) => seen.push(href)), init);
    expect(seen).toEqual([]);
    expect(followed).toBe(true);
  });

  it('is a plain link when the host gives no navigation', () => {
    expect(fireEvent.click(renderLink())).toBe(true);
  });
});
