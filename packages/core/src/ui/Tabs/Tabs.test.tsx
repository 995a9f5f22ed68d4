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

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('shows the first tab and switches on click', async () => {
    const user = userEvent.setup();
    renderWithProvider(<Tabs label="Sign in" items={items} />);
    expect(screen.getByRole('tabpanel', { name: 'Password login' }).textContent).toBe('login form');
    await user.click(tab('Register'));
    expect(tab('Register').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Register' }).textContent).toBe('register form');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('moves with arrows, Home and End, wrapping around, with one tab stop', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProvider(<Tabs label="Sign in" items={items} onValueChange={onValueChange} />);
    await user.tab();
    expect(document.activeElement).toBe(tab('Password login'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Reset password'));
    await user.keyboard('{Home}');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel').textContent).toBe('register form');
    await user.keyboard('{End}');
    expect(onValueChange).toHaveBeenLastCalledWith('reset');
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([tab('Reset password')]);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('skips disabled tabs', async () => {
    const user = userEvent.setup();
    renderWithProvider(<Tabs label="Sign in" items={[items[0]!, { ...items[1]!, disabled: true }, items[2]!]} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Reset password'));
  });

  it('follows a controlled value and only reports clicks', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProvider(<Tabs label="Sign in" items={items} value="reset" onValueChange={onValueChange} />);
    expect(screen.getByRole('tabpanel').textContent).toBe('reset form');
    await user.click(tab('Register'));
    expect(onValueChange).toHaveBeenCalledWith('register');
    expect(screen.getByRole('tabpanel').textContent).toBe('reset form');
  });

  it('starts on defaultValue', () => {
    renderWithProvider(<Tabs label="Sign in" items={items} defaultValue="register" />);
    expect(tab('Register').getAttribute('aria-selected')).toBe('true');
  });
});
