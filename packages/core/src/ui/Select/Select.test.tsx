import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../testing/renderWithProvider';
import { Select } from './Select';

const voices = [
  { value: 'alloy', label: 'Alloy' },
  { value: 'nova', label: 'Nova' },
  { value: 'echo', label: 'Echo', disabled: true },
];

describe('Select', () => {
  it('is a labelled combobox that reports the chosen value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProvider(<Select label="Voice" options={voices} onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'Voice' });
    await user.selectOptions(select, 'Nova');
    expect(onValueChange).toHaveBeenCalledWith('nova');
    expect(screen.getByRole('option', { name: 'Echo' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a placeholder until something is chosen', () => {
    renderWithProvider(<Select label="Voice" options={voices} placeholder="Choose a voice" defaultValue="" />);
    expect((screen.getByRole('combobox', { name: 'Voice' }) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Choose a voice');
  });

  it('marks itself invalid and announces the error', () => {
    renderWithProvider(<Select label="Voice" options={voices} error="Pick a voice" />);
    expect(screen.getByRole('combobox', { name: 'Voice' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Pick a voice');
  });
});
