import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../testing/renderWithProvider';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles from its label and from Space, reporting the new state', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    renderWithProvider(<Checkbox label="Remember me" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    await user.click(screen.getByText('Remember me'));
    expect((box as HTMLInputElement).checked).toBe(true);
    await user.keyboard(' ');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [on, setOn] = useState(true);
      return <Checkbox label="Save" checked={on} onCheckedChange={setOn} />;
    }
    renderWithProvider(<Controlled />);
    const box = screen.getByRole('checkbox', { name: 'Save' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await user.click(box);
    expect(box.checked).toBe(false);
  });

  it('reads its hint as the description, not as part of the name', () => {
    renderWithProvider(<Checkbox label="Agree" hint="You can change this later" />);
    const box = screen.getByRole('checkbox', { name: 'Agree' });
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('You can change this later');
  });
});
