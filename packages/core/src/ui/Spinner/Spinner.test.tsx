import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../testing/renderWithProvider';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status named "Loading…" by default', () => {
    renderWithProvider(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
  });

  it('takes a custom label, or none when the surrounding control already says it', () => {
    renderWithProvider(
      <>
        <Spinner label="Loading books" />
        <Spinner label={null} />
      </>,
    );
    expect(screen.getAllByRole('status').map((s) => s.getAttribute('aria-label'))).toEqual(['Loading books']);
  });
});
