import { renderWithProvider } from '@atelier/core/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookReaderView } from './BookReaderView';

const MB = 1024 * 1024;

describe('BookReaderView while the book downloads', () => {
  it('writes the sizes as the interface language does', async () => {
    renderWithProvider(<BookReaderView phase="loading" title="Nuit" loaded={1.5 * MB} total={3 * MB} errorCode={null} retry={() => undefined} />, { locale: 'fr-FR' });
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuetext')).toContain('1,5 MB');
  });
});
