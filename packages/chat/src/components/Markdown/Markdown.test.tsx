import { renderWithProvider } from '@atelier/core/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';

describe('Markdown', () => {
  it('renders the reply as markdown', async () => {
    renderWithProvider(<Markdown text="Some **bold** words" />);
    expect(await screen.findByText('bold')).toHaveProperty('tagName', 'STRONG');
  });

  it('an off-screen reply shows its text at once and becomes markdown when the page is idle', async () => {
    const { container } = renderWithProvider(<Markdown text="Later **bold** words" defer />);
    expect(container.textContent).toBe('Later **bold** words');
    expect(container.querySelector('strong')).toBeNull();
    await waitFor(() => expect(container.querySelector('strong')?.textContent).toBe('bold'));
  });
});
