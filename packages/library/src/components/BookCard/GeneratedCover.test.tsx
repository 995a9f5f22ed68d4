import { renderWithProvider } from '@atelier/core/testing';
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureBook } from '../../testing/fixtureBook';
import { BookCard } from './BookCard';
import { COVER_PALETTE, COVER_TEXT, coverColor } from './coverColor';
import { GeneratedCover } from './GeneratedCover';

const cover = (root: ParentNode) => root.querySelector<HTMLElement>('[data-part="generated-cover"]');

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('GeneratedCover', () => {
  it('draws the title and author as written, CJK included, hidden from screen readers', () => {
    const { container } = renderWithProvider(<GeneratedCover bookId="b1" title="三体" author="刘慈欣" />);
    const root = cover(container)!;
    expect(root.textContent).toBe('三体刘慈欣');
    expect(root.getAttribute('aria-hidden')).toBe('true');
  });

  it('leaves the author line out when the book has no author', () => {
    const { container } = renderWithProvider(<GeneratedCover bookId="b1" title="Untitled notes" />);
    expect(container.querySelector('[data-part="generated-cover-author"]')).toBeNull();
  });

  it('gives the same book the same colour on every render, and spreads books over the palette', () => {
    const first = renderWithProvider(<GeneratedCover bookId="book-42" title="A" />);
    const again = renderWithProvider(<GeneratedCover bookId="book-42" title="B" />);
    expect(cover(first.container)!.style.background).not.toBe('');
    expect(cover(again.container)!.style.background).toBe(cover(first.container)!.style.background);
    const colours = new Set(Array.from({ length: 40 }, (_, i) => coverColor(`book-${i}`)));
    expect(colours.size).toBeGreaterThan(4);
  });

  it('keeps every palette colour at WCAG AA contrast (4.5:1) with its text', () => {
    for (const colour of COVER_PALETTE) {
      const ratio = (luminance(COVER_TEXT) + 0.05) / (luminance(colour) + 0.05);
      expect(ratio, colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('BookCard cover', () => {
  const book = fixtureBook('b1', 'The Three-Body Problem');
  const card = (coverUrl: string | null) => (
    <ul>
      <BookCard book={book} href="/book/epub/b1" coverUrl={coverUrl} />
    </ul>
  );

  it('shows the cover image when the book has one', () => {
    const { container } = renderWithProvider(card('/covers/b1.jpg'));
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/covers/b1.jpg');
    expect(cover(container)).toBeNull();
  });

  it('draws a generated cover when the book has none', () => {
    const { container } = renderWithProvider(card(null));
    expect(container.querySelector('img')).toBeNull();
    expect(cover(container)?.textContent).toBe('The Three-Body ProblemLiu Cixin');
  });

  it('falls back to the generated cover when the image fails to load', () => {
    const { container } = renderWithProvider(card('/covers/missing.jpg'));
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(cover(container)?.textContent).toContain('The Three-Body Problem');
  });
});
