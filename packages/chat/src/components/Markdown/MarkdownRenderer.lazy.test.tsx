import { renderWithProvider } from '@atelier/core/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadedExtra } from './markdownExtras';
import { MarkdownRenderer } from './MarkdownRenderer';

// A file of its own: the plugin chunks stay loaded for the whole module once any test loads them,
// so in a shared file the outcome would hang on the order the tests run in.
describe('MarkdownRenderer without math or code', () => {
  it('a reply without math or fenced code loads neither KaTeX nor the highlighter', async () => {
    renderWithProvider(<MarkdownRenderer text={'Costs **5 dollars**, see `inline code`.'} />);
    expect(await screen.findByText('5 dollars')).toBeTruthy();
    expect(loadedExtra('math')).toBeUndefined();
    expect(loadedExtra('code')).toBeUndefined();
  });
});
