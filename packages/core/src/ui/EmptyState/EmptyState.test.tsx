import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../testing/renderWithProvider';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says there is nothing here by default', () => {
    renderWithProvider(<EmptyState />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing here yet' })).toBeTruthy();
  });

  it('shows a description and an action under a heading of the chosen level', () => {
    renderWithProvider(
      <EmptyState title="No books" headingLevel={3} description="Upload a book to start." icon="📚" action={<Button>Upload</Button>} />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No books' })).toBeTruthy();
    expect(screen.getByText('Upload a book to start.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
    expect(screen.getByText('📚').getAttribute('aria-hidden')).toBe('true');
  });
});
