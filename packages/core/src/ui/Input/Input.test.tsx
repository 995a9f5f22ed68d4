import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../testing/renderWithProvider';
import { Input } from './Input';

function descriptions(el: HTMLElement) {
  return (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
}

describe('Input', () => {
  it('is named by its label and typed into', async () => {
    const user = userEvent.setup();
    renderWithProvider(<Input label="User name" />);
    const input = screen.getByRole('textbox', { name: 'User name' });
    await user.type(input, 'ann');
    expect((input as HTMLInputElement).value).toBe('ann');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('reads the hint as its description', () => {
    renderWithProvider(<Input label="Password" type="password" hint="6 or more characters" />);
    expect(descriptions(screen.getByLabelText('Password'))).toEqual(['6 or more characters']);
  });

  it('marks itself invalid and announces the error', () => {
    renderWithProvider(<Input label="Password" hint="6 or more characters" error="Too short" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Too short');
    expect(descriptions(input)).toEqual(['6 or more characters', 'Too short']);
  });

  it('forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithProvider(<Input ref={ref} label="Code" />);
    ref.current?.focus();
    expect(document.activeElement).toBe(screen.getByLabelText('Code'));
  });
});
