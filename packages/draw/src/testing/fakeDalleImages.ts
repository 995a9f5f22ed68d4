import { json } from './fakeMjWire';

const DALLE_SIZES: Record<string, string[]> = { 'dall-e-3': ['1024x1024', '1792x1024', '1024x1792'], 'dall-e-2': ['256x256', '512x512', '1024x1024'] };
const openAiError = (message: string) => json(400, { error: { message, type: 'invalid_request_error', param: null, code: null } });

/**
 * OpenAI `POST /v1/images/generations` (reference §2.5): the image at `url`, or its bytes as base64
 * when asked for, with DALL·E 3's revised prompt; OpenAI's 400 for a missing prompt or a wrong size.
 */
export function dalleImages(body: unknown, url: string, png: Uint8Array): Response {
  const b = (body ?? {}) as Record<string, unknown>;
  const model = typeof b['model'] === 'string' ? b['model'] : 'dall-e-2';
  const prompt = typeof b['prompt'] === 'string' ? b['prompt'] : '';
  if (!prompt.trim()) return openAiError("Missing required parameter: 'prompt'.");
  const size = typeof b['size'] === 'string' ? b['size'] : '1024x1024';
  if (!DALLE_SIZES[model]?.includes(size)) return openAiError(`'${size}' is not one of ${JSON.stringify(DALLE_SIZES[model] ?? [])} - 'size'`);
  const revised = model === 'dall-e-3' ? `A detailed rendering of ${prompt.trim()}` : undefined;
  const item = b['response_format'] === 'b64_json' ? { b64_json: btoa(String.fromCharCode(...png)) } : { url };
  return json(200, { created: Math.floor(Date.now() / 1000), data: [{ ...item, ...(revised ? { revised_prompt: revised } : {}) }] });
}
