import type { MjButton } from '../api/types';

/** i18n keys (under `buttons.`) for the buttons whose server label the client replaces. */
export type ButtonKey =
  | 'reroll'
  | 'varyStrong'
  | 'varySubtle'
  | 'varyRegion'
  | 'zoomOut2x'
  | 'zoomOut15x'
  | 'makeSquare'
  | 'customZoom'
  | 'panLeft'
  | 'panRight'
  | 'panUp'
  | 'panDown'
  | 'upscale2x'
  | 'upscale4x'
  | 'upscaleSubtle'
  | 'upscaleCreative'
  | 'retryDescribe';

/** How a result button is labelled and what pressing it does. */
export interface ButtonSpec {
  customId: string;
  emoji: string;
  /** A literal label (U1, V2, T3) or a translated one. */
  label: { text: string } | { key: ButtonKey };
  /** `zoom` opens the custom zoom dialog, `mask` the partial-redraw editor; `plain` submits at once. */
  opens: 'plain' | 'zoom' | 'mask';
  /** Row 1 (U/V/T) is primary, the rest secondary (reference §1.7). */
  primary: boolean;
}

const RULES: [RegExp, ButtonKey, ButtonSpec['opens']?][] = [
  [/reroll::0/, 'reroll'],
  [/high_variation/, 'varyStrong'],
  [/low_variation/, 'varySubtle'],
  [/Inpaint::1/, 'varyRegion', 'mask'],
  // Reference §6.3: Outpaint::50 is zoom out 2x and Outpaint::75 is 1.5x (Dooy swaps them).
  [/Outpaint::50/, 'zoomOut2x'],
  [/Outpaint::75/, 'zoomOut15x'],
  [/Outpaint::100/, 'makeSquare'],
  [/CustomZoom::/, 'customZoom', 'zoom'],
  [/pan_left/, 'panLeft'],
  [/pan_right/, 'panRight'],
  [/pan_up/, 'panUp'],
  [/pan_down/, 'panDown'],
  [/upsample_v5_2x/, 'upscale2x'],
  [/upsample_v5_4x/, 'upscale4x'],
  [/upsample_v\w*_subtle/, 'upscaleSubtle'],
  [/upsample_v\w*_creative/, 'upscaleCreative'],
  [/Picread::Retry/, 'retryDescribe'],
];

/** Maps a server button by its `customId` (never by position); null for buttons not offered (bookmark). */
export function describeButton(button: MjButton): ButtonSpec | null {
  const { customId, emoji } = button;
  if (customId.includes('BOOKMARK')) return null;
  const numbered = /::(upsample|variation)::(\d)::/.exec(customId) ?? /(PicReader|PromptAnalyzer)::(\d)/.exec(customId);
  if (numbered) {
    const prefix = numbered[1] === 'upsample' ? 'U' : numbered[1] === 'variation' ? 'V' : 'T';
    return { customId, emoji: '', label: { text: `${prefix}${numbered[2]}` }, opens: 'plain', primary: true };
  }
  for (const [pattern, key, opens] of RULES) {
    if (pattern.test(customId)) return { customId, emoji, label: { key }, opens: opens ?? 'plain', primary: false };
  }
  return { customId, emoji, label: { text: button.label || customId }, opens: 'plain', primary: false };
}
