import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasPaint, toMaskBase64 } from './toMaskBase64';

/** jsdom has no canvas: a 2×1 stroke layer with one painted (alpha 200) and one faint (alpha 40) pixel. */
function strokes(alphas: number[]) {
  const data = new Uint8ClampedArray(alphas.flatMap((a) => [255, 0, 0, a]));
  return { width: alphas.length, height: 1, getContext: () => ({ getImageData: () => ({ data }) }) } as unknown as HTMLCanvasElement;
}

afterEach(() => vi.restoreAllMocks());

describe('toMaskBase64', () => {
  it('thresholds painted pixels to opaque white, the rest to opaque black, as raw PNG base64', () => {
    let written: Uint8ClampedArray | null = null;
    const ctx = {
      createImageData: (w: number, h: number) => ({ data: new Uint8ClampedArray(w * h * 4) }),
      putImageData: (image: { data: Uint8ClampedArray }) => (written = image.data),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
    const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,iVBORw0KGgo=');
    expect(toMaskBase64(strokes([200, 40]))).toBe('iVBORw0KGgo=');
    expect(toDataURL).toHaveBeenCalledWith('image/png');
    expect(Array.from(written ?? [])).toEqual([255, 255, 255, 255, 0, 0, 0, 255]);
  });

  it('knows whether anything was painted', () => {
    expect(hasPaint(strokes([0, 127]))).toBe(false);
    expect(hasPaint(strokes([0, 128]))).toBe(true);
  });
});
