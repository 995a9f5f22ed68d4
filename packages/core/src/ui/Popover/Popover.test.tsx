import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../testing/renderWithProvider';
import { Button } from '../Button/Button';
import { HoverCard } from './HoverCard';
import { Popover } from './Popover';

function PopoverHarness() {
  return (
    <>
      <Popover label="Account" trigger={(props) => <Button {...props}>Account</Button>}>
        <a href="#profile">Profile</a>
        <a href="#logout">Log out</a>
      </Popover>
      <Button>After</Button>
    </>
  );
}

describe('Popover', () => {
  it('opens on click under its trigger, moves focus in and closes on Escape back to the trigger', async () => {
    const user = userEvent.setup();
    renderWithProvider(<PopoverHarness />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);
    const panel = screen.getByRole('dialog', { name: 'Account' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.closest('[data-atelier-portal]')).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Profile' })));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('lets Tab leave the panel in page order, closing it', async () => {
    const user = userEvent.setup();
    renderWithProvider(<PopoverHarness />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Profile' })));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Log out' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click outside and toggles from its trigger', async () => {
    const user = userEvent.setup();
    renderWithProvider(<PopoverHarness />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(trigger);
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('HoverCard', () => {
  function CardHarness() {
    return (
      <HoverCard label="Ann" openDelay={0} closeDelay={0} trigger={(props) => <Button {...props}>Ann</Button>}>
        <p>Reader since 2021</p>
        <a href="#ann">View profile</a>
      </HoverCard>
    );
  }

  it('opens on hover and closes when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderWithProvider(<CardHarness />);
    await user.hover(screen.getByRole('button', { name: 'Ann' }));
    expect(await screen.findByRole('dialog', { name: 'Ann' })).toBeTruthy();
    await user.unhover(screen.getByRole('button', { name: 'Ann' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens on keyboard focus, lets Tab reach its content and closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithProvider(<CardHarness />);
    await user.tab();
    expect(screen.getByRole('dialog', { name: 'Ann' }).textContent).toContain('Reader since 2021');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'View profile' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ann' }));
  });
});
