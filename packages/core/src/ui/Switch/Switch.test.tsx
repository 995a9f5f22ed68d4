import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../testing/renderWithProvider';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a named switch toggled by click, its label, Space and Enter', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    renderWithProvider(<Switch label="Context mode" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Context mode' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByText('Context mode'));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    toggle.focus();
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('follows a controlled value and ignores clicks when disabled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    renderWithProvider(<Switch label="Save" checked disabled onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Save' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
