import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../testing/renderWithProvider';
import { Tabs } from './Tabs';

const items = [
  { value: 'login', label: 'Password login', content: <p>login form</p> },
  { value: 'register', label: 'Register', content: <p>register form</p> },
  { value: 'reset', label: 'Reset password', content: <p>reset form</p> },
];

describe('Tabs', () => {
  it('shows the first tab and switches on click', async () => {
    const user = userEvent.setup();
    renderWithProvider(<Tabs label="Sign in" items={items} />);
    expect(screen.getByRole('tabpanel').textContent).toBe('login form');
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    expect(screen.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Register' }).textContent).toBe('register form');
  });

  it('moves with arrows, Home and End, wrapping around, with one tab stop', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProvider(<Tabs label="Sign in" items={items} onValueChange={onValueChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Password login' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Reset password' }));
    await user.keyboard('{Home}');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel').textContent).toBe('register form');
    await user.keyboard('{End}');
    expect(onValueChange).toHaveBeenLastCalledWith('reset');
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
  });

  it('follows a controlled value', () => {
    renderWithProvider(<Tabs label="Sign in" items={items} value="reset" />);
    expect(screen.getByRole('tabpanel').textContent).toBe('reset form');
  });
});
