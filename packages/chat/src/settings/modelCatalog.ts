/** Built-in model list offered by the switcher (any OpenAI-compatible id works). */
export const BUILT_IN_MODELS = [
  'gpt-4o-mini',
  'gpt-4o',
  'gpt-4.1',
  'gpt-4.1-mini',
  'o3-mini',
  'gpt-3.5-turbo',
  'deepseek-chat',
  'deepseek-reasoner',
  'claude-3-5-sonnet-latest',
  'gemini-2.0-flash',
] as const;

const CONTEXT_LENGTHS: [RegExp, number][] = [
  [/^gpt-4\.1/, 1_047_576],
  [/^gpt-4o|^gpt-4-turbo|^chatgpt-4o/, 128_000],
  [/^gpt-4-32k/, 32_768],
  [/^gpt-4/, 8_192],
  [/^gpt-3\.5/, 16_385],
  [/^gpt-5|^o\d/, 200_000],
  [/^deepseek/, 64_000],
  [/^claude/, 200_000],
  [/^gemini/, 1_048_576],
];

export const FALLBACK_CONTEXT_LENGTH = 16_384;

/** The model's context window in tokens, for the remaining-tokens meter. */
export function contextLengthOf(model: string): number {
  const id = model.toLowerCase().replace(/^.*\//, '');
  return CONTEXT_LENGTHS.find(([pattern]) => pattern.test(id))?.[1] ?? FALLBACK_CONTEXT_LENGTH;
}

/** Custom models are space- or comma-separated (spec §3); `-name` hides a model. */
export function mergeModels(customModels: string, extra: readonly string[] = []): string[] {
  const models: string[] = [...BUILT_IN_MODELS, ...extra];
  for (const raw of customModels.split(/[\s,，]+/)) {
    const name = raw.trim();
    if (name === '') continue;
    if (name === '-all') models.length = 0;
    else if (name.startsWith('-')) {
      const index = models.indexOf(name.slice(1));
      if (index !== -1) models.splice(index, 1);
    } else models.push(name.replace(/^\+/, ''));
  }
  return [...new Set(models)];
}

/** GPT-4 family models, blocked when the server disables them. */
export const isGpt4Model = (model: string) => /gpt-4/i.test(model);
