import { renderWithProvider } from '@atelier/core/testing';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Markdown } from './Markdown';

let reachable = false;
// The renderer's chunk, as the browser fetches it: unreachable while offline.
vi.mock('./MarkdownRenderer', async (original) => {
  if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
  return original();
});

describe('Markdown whose renderer cannot be downloaded', () => {
  it('keeps the reply readable as plain text, then renders it once back online', async () => {
    renderWithProvider(
      <section aria-label="Reply">
        <Markdown text="Bring **bread** and cheese" />
      </section>,
    );
    const reply = screen.getByRole('region', { name: 'Reply' });
    await act(async () => undefined);
    expect(reply.textContent).toBe('Bring **bread** and cheese');
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();

    reachable = true;
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect((await screen.findByText('bread')).tagName).toBe('STRONG');
  });
});
