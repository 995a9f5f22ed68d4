import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../testing/renderWithProvider';
import { RadioGroup } from './RadioGroup';

const OPTIONS = [
  { value: 'keep', label: 'Keep them', hint: 'Nothing is deleted.' },
  { value: 'drop', label: 'Delete them' },
] as const;

/** What a screen reader reads after the name: the texts `aria-describedby` points at, in order. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState<'keep' | 'drop' | null>(null);
  return <RadioGroup legend="Your books" hint="Applies to every book." options={OPTIONS} value={value} onValueChange={setValue} error={error} />;
}

describe('RadioGroup', () => {
  it('is a named group of radios, none checked until chosen, one checked at a time', async () => {
    const user = userEvent.setup();
    renderWithProvider(<Harness />);
    const group = screen.getByRole('group', { name: 'Your books' });
    expect(description(group)).toBe('Applies to every book.');
    const [keep, drop] = screen.getAllByRole<HTMLInputElement>('radio');
    expect([keep?.checked, drop?.checked]).toEqual([false, false]);
    expect(description(screen.getByRole('radio', { name: 'Keep them' }))).toBe('Nothing is deleted.');
    await user.click(screen.getByText('Keep them'));
    expect(keep?.checked).toBe(true);
    // Arrow keys move between them natively (one name per group); jsdom cannot walk radios.
    await user.click(screen.getByRole('radio', { name: 'Delete them' }));
    expect([keep?.checked, drop?.checked]).toEqual([false, true]);
    expect(new Set(screen.getAllByRole<HTMLInputElement>('radio').map((radio) => radio.name)).size).toBe(1);
  });

  it('announces an error and reads it with the group', () => {
    renderWithProvider(<Harness error="Choose what happens to your books." />);
    expect(screen.getByRole('alert').textContent).toBe('Choose what happens to your books.');
    expect(description(screen.getByRole('group', { name: 'Your books' }))).toBe('Applies to every book. Choose what happens to your books.');
  });
});
