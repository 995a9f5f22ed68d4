import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../testing/renderWithProvider';
import { Button } from '../Button/Button';
import { Drawer } from './Drawer';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Filters</Button>
      <Drawer open={open} onOpenChange={({ open: next }) => setOpen(next)} title="Filter books" footer={<Button>Apply</Button>}>
        <input aria-label="Author" />
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a labelled modal dialog, keeps Tab inside, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    renderWithProvider(<Harness />);
    const opener = screen.getByRole('button', { name: 'Filters' });
    await user.click(opener);
    const drawer = screen.getByRole('dialog', { name: 'Filter books' });
    expect(drawer.getAttribute('aria-modal')).toBe('true');
    expect(drawer.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes from the backdrop', async () => {
    const user = userEvent.setup();
    renderWithProvider(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(document.querySelector('[data-part="drawer-backdrop"]') as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
