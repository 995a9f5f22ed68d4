import { describe, expect, it } from 'vitest';
import { canSeeImages, isReverseModel } from './visionModels';

describe('canSeeImages', () => {
  it.each(['gpt-4o', 'gpt-4o-mini', 'gpt-4-vision-preview', 'gpt-4-turbo', 'gpt-4.1-nano', 'gpt-5', 'o1', 'o3', 'claude-3-haiku-20240307', 'claude-sonnet-4', 'gemini-1.5-pro', 'qwen-vl-max', 'llava:13b', 'openai/gpt-4o'])(
    '%s sees images',
    (model) => expect(canSeeImages(model)).toBe(true),
  );

  it.each(['gpt-3.5-turbo', 'gpt-4', 'gpt-4-turbo-preview', 'o1-mini', 'o3-mini', 'deepseek-chat', 'deepseek-reasoner', 'gpt-4o-audio-preview', 'claude-2.1', 'my-local-model', ''])(
    '%s does not',
    (model) => expect(canSeeImages(model)).toBe(false),
  );
});

describe('isReverseModel', () => {
  it.each(['gpt-4-all', 'gpt-4o-all', 'gpt-4-gizmo-g-2fkFE8rbu', 'g-2fkFE8rbu', 'gpt-4-v', 'gpt-4v', 'gpt-3.5-net'])('%s reads links', (model) =>
    expect(isReverseModel(model)).toBe(true),
  );

  it.each(['gpt-4o', 'gpt-4-vision-preview', 'gemini-pro', 'gpt-4'])('%s does not', (model) => expect(isReverseModel(model)).toBe(false));
});
