/** Error codes of the drawing forms (spec §5); the view translates them. */
export type DrawInputError =
  | 'PROMPT_REQUIRED'
  | 'TOO_MANY_IMAGES'
  | 'IMAGE_TOO_LARGE'
  | 'BAD_FORMAT'
  | 'DUPLICATE_IMAGE'
  | 'BLEND_TOO_FEW'
  | 'BLEND_TOO_MANY'
  | 'FACE_IMAGES_REQUIRED'
  | 'SEED_INVALID'
  | 'CHAOS_INVALID'
  | 'ZOOM_INVALID';

export const MAX_BASE_IMAGES = 5;
export const MAX_BLEND_IMAGES = 6;
export const MIN_BLEND_IMAGES = 2;
export const MAX_IMAGE_BYTES = 1024 * 1024;
export const IMAGE_EXTENSIONS = ['jpg', 'gif', 'png', 'jpeg'] as const;
export const DEFAULT_ZOOM = 1.8;

export interface PickedImage {
  name: string;
  size: number;
  dataUrl: string;
}

/** Checks one more image against those already picked; null when it may be added. */
export function checkImage(file: { name: string; size: number }, picked: readonly PickedImage[], max: number, dataUrl?: string): DrawInputError | null {
  if (picked.length >= max) return max === MAX_BASE_IMAGES ? 'TOO_MANY_IMAGES' : 'BLEND_TOO_MANY';
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'BAD_FORMAT';
  if (file.size > MAX_IMAGE_BYTES) return 'IMAGE_TOO_LARGE';
  if (dataUrl !== undefined && picked.some((p) => p.dataUrl === dataUrl)) return 'DUPLICATE_IMAGE';
  return null;
}

export function checkPrompt(text: string): DrawInputError | null {
  return text.trim() === '' ? 'PROMPT_REQUIRED' : null;
}

export function checkBlend(count: number): DrawInputError | null {
  if (count < MIN_BLEND_IMAGES) return 'BLEND_TOO_FEW';
  if (count > MAX_BLEND_IMAGES) return 'BLEND_TOO_MANY';
  return null;
}

/** `--seed` takes 0–4294967295; `--chaos` 0–100 (spec §5). */
export function checkParams(seed: string, chaos: string): DrawInputError | null {
  if (seed.trim() !== '' && !(/^\d+$/.test(seed.trim()) && Number(seed.trim()) <= 4294967295)) return 'SEED_INVALID';
  if (chaos.trim() !== '' && !(/^\d+$/.test(chaos.trim()) && Number(chaos.trim()) <= 100)) return 'CHAOS_INVALID';
  return null;
}

/** Custom zoom: 1.0–2.0 (spec §5). */
export function checkZoom(value: string): DrawInputError | null {
  const zoom = Number(value);
  return value.trim() !== '' && Number.isFinite(zoom) && zoom >= 1 && zoom <= 2 ? null : 'ZOOM_INVALID';
}
