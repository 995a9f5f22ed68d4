import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../testing/renderWithProvider';
import { Slider } from './Slider';

describe('Slider', () => {
  it('is a labelled slider whose value is shown and spoken', () => {
    const onValueChange = vi.fn();
    renderWithProvider(<Slider label="Temperature" min={0} max={2} step={0.1} defaultValue={0.8} format={(v) => v.toFixed(1)} onValueChange={onValueChange} />);
    const slider = screen.getByRole('slider', { name: 'Temperature' });
    expect(slider.getAttribute('aria-valuetext')).toBe('0.8');
    fireEvent.change(slider, { target: { value: '1.1' } });
    expect(onValueChange).toHaveBeenCalledWith(1.1);
    expect(slider.getAttribute('aria-valuetext')).toBe('1.1');
    expect(screen.getByText('1.1').tagName).toBe('OUTPUT');
  });

  it('stays at a controlled value until the owner changes it', () => {
    renderWithProvider(<Slider label="Zoom" min={1} max={2} step={0.1} value={1.8} />);
    const slider = screen.getByRole('slider', { name: 'Zoom' }) as HTMLInputElement;
    fireEvent.change(slider, { target: { value: '1.2' } });
    expect(slider.value).toBe('1.8');
  });
});
