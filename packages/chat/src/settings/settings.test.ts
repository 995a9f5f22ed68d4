import { describe, expect, it } from 'vitest';
import { defaultChatSettings } from './chatSettings';
import { contextLengthOf, isGpt4Model, mergeModels } from './modelCatalog';
import { resolveSettings, sanitizeConversationSettings, sanitizeGlobalSettings } from './sanitizeSettings';

describe('chat settings', () => {
  it('defaults to the reference values', () => {
    expect(defaultChatSettings).toMatchObject({ temperature: 0.5, top_p: 1, presence_penalty: 0, frequency_penalty: 0, max_tokens: 1024, contextCount: 10, ttsVoice: 'alloy' });
  });

  it('clamps out-of-range values and drops wrong types from storage', () => {
    expect(sanitizeConversationSettings({ temperature: 3, top_p: -1, contextCount: 80.4, max_tokens: 0, model: 5, ttsVoice: 'robot', contextMode: 'yes' })).toEqual({
      temperature: 1,
      top_p: 0,
      contextCount: 50,
      max_tokens: 1,
    });
    expect(sanitizeGlobalSettings('garbage')).toEqual(defaultChatSettings);
    expect(sanitizeGlobalSettings({ name: 'Ada', temperature: 0.333 })).toMatchObject({ name: 'Ada', temperature: 0.33 });
  });

  it('lets per-conversation settings override global ones', () => {
    expect(resolveSettings({ ...defaultChatSettings, temperature: 0.2 }, { temperature: 0.9, contextMode: false })).toMatchObject({ temperature: 0.9, contextMode: false, top_p: 1 });
  });

  it('adds space- or comma-separated custom models and removes -name ones', () => {
    const models = mergeModels('llama3  qwen2,mistral -gpt-3.5-turbo');
    expect(models).toEqual(expect.arrayContaining(['llama3', 'qwen2', 'mistral', 'gpt-4o']));
    expect(models).not.toContain('gpt-3.5-turbo');
    expect(mergeModels('-all mine')).toEqual(['mine']);
  });

  it('knows context lengths and the GPT-4 family', () => {
    expect(contextLengthOf('gpt-4o-mini')).toBe(128_000);
    expect(contextLengthOf('gpt-4')).toBe(8_192);
    expect(contextLengthOf('my-local-model')).toBe(16_384);
    expect(isGpt4Model('gpt-4o')).toBe(true);
    expect(isGpt4Model('gpt-3.5-turbo')).toBe(false);
  });
});
