import { describe, expect, it } from 'vitest';
import { placePopover } from './placePopover';

const viewport = { width: 360, height: 640 };
const content = { width: 200, height: 100 };

describe('placePopover', () => {
  it('sits 6 px under the trigger, aligned to its start edge', () => {
    expect(placePopover({ trigger: { top: 10, bottom: 40, left: 20, right: 120 }, content, viewport, align: 'start' })).toEqual({ top: 46, left: 20 });
  });

  it('aligns its right edge with the trigger for end alignment', () => {
    expect(placePopover({ trigger: { top: 10, bottom: 40, left: 250, right: 350 }, content, viewport, align: 'end' })).toEqual({ top: 46, left: 150 });
  });

  it('stays 8 px inside a 360 px wide screen', () => {
    expect(placePopover({ trigger: { top: 10, bottom: 40, left: 300, right: 340 }, content, viewport, align: 'start' }).left).toBe(152);
    expect(placePopover({ trigger: { top: 10, bottom: 40, left: 0, right: 30 }, content, viewport, align: 'end' }).left).toBe(8);
  });

  it('flips above the trigger when it does not fit below', () => {
    expect(placePopover({ trigger: { top: 560, bottom: 590, left: 20, right: 120 }, content, viewport, align: 'start' }).top).toBe(454);
  });
});
