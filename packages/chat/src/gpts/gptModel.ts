export const GPT_MODEL_PREFIX = 'gpt-4-gizmo-';

/** Reference §2.8: a GPT is chosen by making its id part of the model name. */
export const gptModel = (id: string) => `${GPT_MODEL_PREFIX}${id}`;
