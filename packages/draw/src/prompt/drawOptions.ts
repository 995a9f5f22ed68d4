/** Choices of the Imagine form (reference §1.8); values are what goes into the prompt. */
export const ASPECT_RATIOS = ['1:1', '4:3', '3:4', '16:9', '9:16'] as const;
export const QUALITIES = ['0.25', '0.5', '1', '2'] as const;
export const STYLIZE_LEVELS = ['50', '100', '250', '750'] as const;
export const VERSIONS = ['--v 7.0', '--v 6.1', '--v 6.0', '--v 5.2', '--v 5.1', '--niji 6', '--niji 5', '--niji 4', 'NIJI_JOURNEY'] as const;
export const DEFAULT_VERSION = '--v 7.0';

/** Keyword choices put before the user's text; the key is the i18n key, the value English. */
export const KEYWORDS = {
  style: { cyberpunk: 'Cyberpunk', anime: 'Anime', inkWash: 'Ink wash painting', watercolor: 'Watercolor', oil: 'Oil painting', pixel: 'Pixel art' },
  view: { wide: 'Wide view', aerial: 'Aerial view', top: 'Top view' },
  shot: { closeUp: 'Close-up', fullLength: 'Full length', portrait: 'Portrait' },
  light: { cold: 'Cold light', warm: 'Warm light', cinematic: 'Cinematic lighting' },
} as const;

export type KeywordGroup = keyof typeof KEYWORDS;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

export interface ImagineForm {
  text: string;
  aspect: AspectRatio | '';
  style: string;
  view: string;
  shot: string;
  light: string;
  quality: string;
  stylize: string;
  version: string;
  no: string;
  seed: string;
  /** 0–100 or '' for none. */
  chaos: string;
  tile: boolean;
}

export const emptyImagineForm: ImagineForm = {
  text: '', aspect: '', style: '', view: '', shot: '', light: '', quality: '', stylize: '', version: DEFAULT_VERSION, no: '', seed: '', chaos: '', tile: false,
};
