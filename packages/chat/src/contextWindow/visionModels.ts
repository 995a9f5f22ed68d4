/** The vision model when the server names none (reference §2.3; early builds used gpt-4-vision-preview). */
export const DEFAULT_VISION_MODEL = 'gpt-4o';

/**
 * "Reverse" models (reference §2.3, §2.8): web-UI bridges such as `gpt-4-all` or a GPT
 * (`gpt-4-gizmo-g-…`, or `g-…` with the GPTS_GX switch) that read files from links. They get
 * uploaded URLs in the text instead of image parts, and accept any file.
 */
export function isReverseModel(model: string): boolean {
  const m = model.trim().toLowerCase();
  return (
    m.endsWith('-all') ||
    m.startsWith('gpt-4-gizmo-') ||
    /^g-[a-z0-9]/.test(m) ||
    m === 'gpt-4-v' ||
    m === 'gpt-4v' ||
    m === 'gpt-3.5-net'
  );
}

// Families that take `image_url` parts. Text-only models (gpt-3.5, o1-mini, o3-mini, deepseek…)
// are not listed; an unknown model is treated as blind, so images switch to the vision model.
const SEEING: readonly RegExp[] = [
  /vision/,
  /^gpt-4o/,
  /^chatgpt-4o/,
  /^gpt-4\.1/,
  /^gpt-4\.5/,
  /^gpt-4-turbo(?!-preview)/,
  /^gpt-5/,
  /^o1(?!-mini|-preview)/,
  /^o3(?!-mini)/,
  /^o4/,
  /^claude-(3|sonnet|opus|haiku)/,
  /^gemini/,
  /^grok-.*(vision|4)/,
  /-vl\b/,
  /llava/,
  /pixtral/,
];

/** Whether `model` reads images sent as `image_url` parts (base64 or http). */
export function canSeeImages(model: string): boolean {
  const m = model.trim().toLowerCase().replace(/^[a-z0-9_-]+\//, '');
  if (/-mini-?(tts|transcribe|audio)|^gpt-4o-(audio|realtime)|^gpt-4o-mini-(audio|realtime)/.test(m)) return false;
  return SEEING.some((pattern) => pattern.test(m));
}
