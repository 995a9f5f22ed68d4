import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../testing/renderWithProvider';
import { Progress } from './Progress';

describe('Progress', () => {
  it('exposes a rounded, clamped value as a percentage', () => {
    renderWithProvider(
      <>
        <Progress label="Uploading book.epub" value={42.4} />
        <Progress label="Overflow" value={140} />
      </>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploading book.epub' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuetext')).toBe('42%');
    expect(screen.getByRole('progressbar', { name: 'Overflow' }).getAttribute('aria-valuenow')).toBe('100');
  });

  it('speaks a custom value text', () => {
    renderWithProvider(<Progress label="Uploading" value={30} valueText="12 MB of 40 MB" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('12 MB of 40 MB');
  });

  it('has no value while indeterminate', () => {
    renderWithProvider(<Progress label="Loading engine" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading engine' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(bar.getAttribute('data-state')).toBe('indeterminate');
  });
});
