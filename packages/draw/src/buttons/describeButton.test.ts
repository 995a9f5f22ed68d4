import { describe, expect, it } from 'vitest';
import { describeButtons, gridButtons, upscaleButtons } from '../testing/mjButtons';
import { describeButton } from './describeButton';

const labels = (buttons: ReturnType<typeof gridButtons>) =>
  buttons.flatMap((b) => {
    const spec = describeButton(b);
    return spec ? ['text' in spec.label ? spec.label.text : spec.label.key] : [];
  });

describe('describeButton', () => {
  it('labels a grid U1–U4, reroll, V1–V4 from customId', () => {
    expect(labels(gridButtons('h'))).toEqual(['U1', 'U2', 'U3', 'U4', 'reroll', 'V1', 'V2', 'V3', 'V4']);
  });

  it('labels zoom out by the server meaning (50 = 2x, 75 = 1.5x), opens dialogs for custom zoom and vary region, hides the bookmark', () => {
    const specs = upscaleButtons('h').map(describeButton);
    expect(labels(upscaleButtons('h'))).toEqual([
      'upscaleSubtle', 'upscaleCreative', 'varyStrong', 'varySubtle', 'varyRegion', 'zoomOut2x', 'zoomOut15x', 'customZoom', 'panLeft', 'panRight', 'panUp', 'panDown',
    ]);
    expect(specs.find((s) => s?.customId.includes('CustomZoom'))?.opens).toBe('zoom');
    expect(specs.find((s) => s?.customId.includes('Inpaint'))?.opens).toBe('mask');
    expect(specs.at(-1)).toBeNull();
  });

  it('labels describe results T1–T4 and keeps unknown buttons with the server label', () => {
    expect(labels(describeButtons())).toEqual(['T1', 'T2', 'T3', 'T4', 'retryDescribe']);
    expect(describeButton({ customId: 'MJ::Something::new', emoji: '✨', label: 'New thing', style: 2, type: 2 })?.label).toEqual({ text: 'New thing' });
  });
});
