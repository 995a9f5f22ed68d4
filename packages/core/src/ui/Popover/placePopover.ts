export interface PlacementInput {
  trigger: { top: number; bottom: number; left: number; right: number };
  content: { width: number; height: number };
  viewport: { width: number; height: number };
  align: 'start' | 'end';
}

const GAP = 6;
const MARGIN = 8;

/**
 * Fixed position of popover content: under the trigger, aligned to its start or end edge, kept
 * 8 px inside the viewport (360 px phones), and flipped above when it does not fit below.
 */
export function placePopover({ trigger, content, viewport, align }: PlacementInput): { top: number; left: number } {
  const preferred = align === 'start' ? trigger.left : trigger.right - content.width;
  const left = Math.max(MARGIN, Math.min(preferred, viewport.width - content.width - MARGIN));
  const below = trigger.bottom + GAP;
  const above = trigger.top - GAP - content.height;
  const fitsBelow = below + content.height <= viewport.height - MARGIN;
  return { top: fitsBelow || above < MARGIN ? below : above, left };
}
