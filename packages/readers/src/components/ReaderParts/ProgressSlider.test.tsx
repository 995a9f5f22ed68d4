import { renderWithProvider } from '@atelier/core/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReaderProgress } from '../../progress/readerProgress';
import { ProgressSlider } from './ProgressSlider';

const marks = [
  { value: 0, title: 'Opening' },
  { value: 400, title: 'The Storm' },
  { value: 900, title: 'Home' },
];

function renderSlider(overrides: Partial<ReaderProgress> = {}) {
  const seek = vi.fn();
  const view = renderWithProvider(<ProgressSlider progress={{ value: 450, max: 1000, unit: 'permille', marks, seek, ...overrides }} />);
  return { seek, slider: screen.getByRole('slider', { name: 'Position in the book' }), ...view };
}

describe('ProgressSlider', () => {
  it('names the chapter and the share read, and marks where each chapter starts', () => {
    const { slider, container } = renderSlider();
    expect(slider.getAttribute('aria-valuetext')).toBe('The Storm · 45% read');
    expect(container.querySelectorAll('span[aria-hidden]')).toHaveLength(3);
  });

  it('previews the chapter under the thumb while dragging and jumps there only on release', () => {
    const { slider, seek } = renderSlider();
    fireEvent.input(slider, { target: { value: '920' } });
    expect(screen.getByRole('status').textContent).toBe('Home · 92% read');
    expect(seek).not.toHaveBeenCalled();
    fireEvent.change(slider, { target: { value: '920' } });
    expect(seek).toHaveBeenCalledWith(920);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('steps a hundredth of the book with the arrow keys, within the book', async () => {
    const user = userEvent.setup();
    const { slider, seek, rerender } = renderSlider({ value: 995 });
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(seek).toHaveBeenLastCalledWith(1000);
    rerender(<ProgressSlider progress={{ value: 450, max: 1000, unit: 'permille', marks, seek }} />);
    await user.keyboard('{ArrowLeft}');
    expect(seek).toHaveBeenLastCalledWith(440);
  });

  it('counts pages in a PDF and draws no ticks for more chapters than fit', () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ value: i * 2, title: `Part ${i + 1}` }));
    const { slider, container } = renderSlider({ value: 11, max: 399, unit: 'page', marks: many });
    expect(slider.getAttribute('aria-valuetext')).toBe('Part 6 · Page 12 of 400');
    expect(container.querySelectorAll('span[aria-hidden]')).toHaveLength(0);
  });
});
