import { describe, expect, it } from 'vitest';
import { botTypeOf, composePrompt } from './composePrompt';
import { emptyImagineForm } from './drawOptions';
import { checkBlend, checkImage, checkParams, checkPrompt, checkZoom, MAX_BASE_IMAGES, MAX_BLEND_IMAGES, type PickedImage } from './validateDrawInput';

describe('composePrompt', () => {
  it('puts keywords before the text and parameters after it', () => {
    const prompt = composePrompt({ ...emptyImagineForm, text: ' a cat ', style: 'watercolor', light: 'warm', aspect: '16:9', quality: '2', stylize: '250', no: 'car', seed: '123', chaos: '10', tile: true });
    expect(prompt).toBe('Watercolor,Warm light,a cat --ar 16:9 --q 2 --s 250 --no car --seed 123 --chaos 10 --tile --v 7.0');
  });

  it('sends niji as a bot type instead of a flag', () => {
    const form = { ...emptyImagineForm, text: 'girl', version: 'NIJI_JOURNEY' };
    expect(composePrompt(form)).toBe('girl');
    expect(botTypeOf(form)).toBe('NIJI_JOURNEY');
    expect(composePrompt({ ...form, version: '--niji 6' })).toBe('girl --niji 6');
  });
});

const picked = (n: number): PickedImage[] => Array.from({ length: n }, (_, i) => ({ name: `${i}.png`, size: 10, dataUrl: `data:image/png;base64,${i}` }));

describe('drawing input rules (spec §5)', () => {
  it('requires a prompt', () => {
    expect(checkPrompt('  ')).toBe('PROMPT_REQUIRED');
    expect(checkPrompt('cat')).toBeNull();
  });

  it('takes at most 5 base images of ≤ 1 MB, jpg/gif/png/jpeg, never twice', () => {
    expect(checkImage({ name: 'a.png', size: 1 }, picked(MAX_BASE_IMAGES), MAX_BASE_IMAGES)).toBe('TOO_MANY_IMAGES');
    expect(checkImage({ name: 'a.webp', size: 1 }, [], MAX_BASE_IMAGES)).toBe('BAD_FORMAT');
    expect(checkImage({ name: 'a.JPEG', size: 1024 * 1024 + 1 }, [], MAX_BASE_IMAGES)).toBe('IMAGE_TOO_LARGE');
    expect(checkImage({ name: 'a.gif', size: 1024 * 1024 }, [], MAX_BASE_IMAGES)).toBeNull();
    expect(checkImage({ name: 'b.png', size: 1 }, picked(2), MAX_BASE_IMAGES, 'data:image/png;base64,1')).toBe('DUPLICATE_IMAGE');
  });

  it('blends 2 to 6 images', () => {
    expect(checkBlend(1)).toBe('BLEND_TOO_FEW');
    expect(checkBlend(2)).toBeNull();
    expect(checkBlend(6)).toBeNull();
    expect(checkBlend(7)).toBe('BLEND_TOO_MANY');
    expect(checkImage({ name: 'a.png', size: 1 }, picked(MAX_BLEND_IMAGES), MAX_BLEND_IMAGES)).toBe('BLEND_TOO_MANY');
  });

  it('checks seed, chaos 0–100 and zoom 1.0–2.0', () => {
    expect(checkParams('12', '100')).toBeNull();
    expect(checkParams('-1', '')).toBe('SEED_INVALID');
    expect(checkParams('', '101')).toBe('CHAOS_INVALID');
    expect(checkZoom('1.8')).toBeNull();
    expect(checkZoom('1.0')).toBeNull();
    expect(checkZoom('2.5')).toBe('ZOOM_INVALID');
    expect(checkZoom('')).toBe('ZOOM_INVALID');
  });
});
