import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import XIcon from 'lucide-react/icons/x';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../testing/renderWithProvider';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, hides the icon from screen readers and forwards ref and clicks', async () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    renderWithProvider(<IconButton ref={ref} icon={<XIcon />} label="Close" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(ref.current).toBe(button);
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows the label as a tooltip on keyboard focus, without naming the button twice, and hides it on Escape and blur', async () => {
    renderWithProvider(<IconButton icon={<XIcon />} label="Close" />);
    expect(screen.queryByText('Close')).toBeNull();
    await userEvent.tab();
    const tip = screen.getByText('Close');
    expect(tip.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('button').getAttribute('aria-describedby')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('Close')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(screen.getByText('Close')).toBeTruthy();
    await userEvent.tab();
    expect(screen.queryByText('Close')).toBeNull();
  });

  it('shows the tooltip while the pointer is over it', () => {
    renderWithProvider(<IconButton icon={<XIcon />} label="Delete" />);
    const anchor = screen.getByRole('button', { name: 'Delete' }).parentElement as HTMLElement;
    fireEvent.pointerEnter(anchor);
    expect(screen.getByText('Delete')).toBeTruthy();
    fireEvent.pointerLeave(anchor);
    expect(screen.queryByText('Delete')).toBeNull();
  });

  it('leaves the tooltip out when asked', async () => {
    renderWithProvider(<IconButton icon={<XIcon />} label="Close" tooltip={false} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.queryByText('Close')).toBeNull();
  });
});
