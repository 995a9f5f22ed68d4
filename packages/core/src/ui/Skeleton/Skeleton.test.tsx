import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('draws the asked number of lines, hidden from screen readers', () => {
    const { container } = render(<Skeleton lines={4} />);
    const root = container.querySelector('[data-part="skeleton"]') as HTMLElement;
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect(root.children).toHaveLength(4);
  });

  it('draws one block of the given size', () => {
    const { container } = render(<Skeleton variant="block" lines={4} height="40px" />);
    const root = container.querySelector('[data-part="skeleton"]') as HTMLElement;
    expect(root.children).toHaveLength(1);
    expect(getComputedStyle(root.children[0] as HTMLElement).height).toBe('40px');
  });
});
