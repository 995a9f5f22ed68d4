import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../testing/renderWithProvider';
import { Button } from './Button';

describe('Button', () => {
  it('runs onClick from a click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithProvider(<Button onClick={onClick}>Save</Button>);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('does not submit a surrounding form unless asked to', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithProvider(
      <form onSubmit={onSubmit} aria-label="f">
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  describe('while loading', () => {
    it('says it is busy, ignores clicks and keeps focus', async () => {
      const user = userEvent.setup();
      const onClick = vi.fn();
      renderWithProvider(
        <Button loading onClick={onClick}>
          Log in
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Log in' });
      expect(button.getAttribute('aria-busy')).toBe('true');
      await user.tab();
      expect(document.activeElement).toBe(button);
      await user.click(button);
      await user.keyboard('{Enter}');
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  it('names an icon-only button by its aria-label and hides the icon', () => {
    renderWithProvider(<Button icon={<span aria-hidden="true">*</span>} aria-label="Settings" />);
    const button = screen.getByRole('button', { name: 'Settings' });
    expect(button.textContent).toBe('*');
  });

  it('can be disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithProvider(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
