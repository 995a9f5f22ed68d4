import type { MjButton } from '../api/types';

const button = (customId: string, label: string, emoji = '', style = 2): MjButton => ({ customId, emoji, label, style, type: 2 });

/** The buttons a grid result (imagine, variation, reroll, blend) carries on trueai/plus servers. */
export function gridButtons(hash: string): MjButton[] {
  return [
    ...[1, 2, 3, 4].map((i) => button(`MJ::JOB::upsample::${i}::${hash}`, `U${i}`)),
    button(`MJ::JOB::reroll::0::${hash}::SOLO`, '', '🔄'),
    ...[1, 2, 3, 4].map((i) => button(`MJ::JOB::variation::${i}::${hash}`, `V${i}`)),
  ];
}

/** The buttons of an upscaled single image (server labels, reference §1.7). */
export function upscaleButtons(hash: string): MjButton[] {
  return [
    button(`MJ::JOB::upsample_v6_2x_subtle::1::${hash}::SOLO`, 'Upscale (Subtle)'),
    button(`MJ::JOB::upsample_v6_2x_creative::1::${hash}::SOLO`, 'Upscale (Creative)'),
    button(`MJ::JOB::high_variation::1::${hash}::SOLO`, 'Vary (Strong)', '🪄'),
    button(`MJ::JOB::low_variation::1::${hash}::SOLO`, 'Vary (Subtle)', '🪄'),
    button(`MJ::Inpaint::1::${hash}::SOLO`, 'Vary (Region)', '🖌️'),
    button(`MJ::Outpaint::50::1::${hash}::SOLO`, 'Zoom Out 2x', '🔍'),
    button(`MJ::Outpaint::75::1::${hash}::SOLO`, 'Zoom Out 1.5x', '🔍'),
    button(`MJ::CustomZoom::${hash}`, 'Custom Zoom', '🔍'),
    button(`MJ::JOB::pan_left::1::${hash}::SOLO`, '', '⬅️'),
    button(`MJ::JOB::pan_right::1::${hash}::SOLO`, '', '➡️'),
    button(`MJ::JOB::pan_up::1::${hash}::SOLO`, '', '⬆️'),
    button(`MJ::JOB::pan_down::1::${hash}::SOLO`, '', '⬇️'),
    button(`MJ::BOOKMARK::${hash}`, '', '❤️'),
  ];
}

/** Describe results: T1–T4 imagine from a described prompt, and a retry. */
export function describeButtons(): MjButton[] {
  return [...[1, 2, 3, 4].map((i) => button(`MJ::Job::PicReader::${i}`, String(i))), button('MJ::Picread::Retry', '', '🔄')];
}

/** Which task action a button starts, as the trueai server maps it. */
export function actionOf(customId: string): string {
  if (customId.includes('PicReader')) return 'IMAGINE';
  if (customId.includes('Picread::Retry')) return 'DESCRIBE';
  if (/upsample_v\d/.test(customId)) return 'UPSCALE_HD';
  if (customId.includes('::upsample::')) return 'UPSCALE';
  if (customId.includes('reroll')) return 'REROLL';
  if (customId.includes('Inpaint')) return 'INPAINT';
  if (customId.includes('Outpaint') || customId.includes('CustomZoom')) return 'ZOOM';
  if (customId.includes('pan_')) return 'PAN';
  return 'VARIATION';
}
