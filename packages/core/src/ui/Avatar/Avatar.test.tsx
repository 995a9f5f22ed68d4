import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../testing/renderWithProvider';
import { Avatar } from './Avatar';
import { initialsOf } from './initialsOf';

describe('Avatar', () => {
  it('shows the picture named after the person', () => {
    renderWithProvider(<Avatar name="Ada Lovelace" src="/ada.png" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' }).tagName).toBe('IMG');
  });

  it('falls back to initials without a picture or when it fails to load', () => {
    renderWithProvider(<Avatar name="Ada Lovelace" src="/missing.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ada Lovelace' }));
    const fallback = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('AL');
  });

  it('takes initials from the first and last words, whole characters only', () => {
    expect(initialsOf('ada  byron lovelace')).toBe('AL');
    expect(initialsOf('张三')).toBe('张');
    expect(initialsOf('😀 smile')).toBe('😀S');
    expect(initialsOf('  ')).toBe('?');
  });
});
