import { useAppConfig } from '@atelier/core';
import { createPref, memoByPrefix, type Pref } from '../prefs/createPref';
import { readPromptList } from './readPromptList';
import type { Prompt } from './types';

/** The local prompt list under `<prefix>atelier-chat:prompts`, one per storage prefix, shared live by the store dialog and the `/` suggestions. */
export const promptListPrefFor = memoByPrefix((prefix): Pref<Prompt[]> => createPref(`${prefix}atelier-chat:prompts`, readPromptList));

/** The prompt list of a provider without `storage.prefix` (`atelier-chat:prompts`). */
export const promptListPref: Pref<Prompt[]> = promptListPrefFor('');

/** The prompt list of the nearest `AppProvider` (its `storage.prefix`). */
export function usePromptListPref(): Pref<Prompt[]> {
  return promptListPrefFor(useAppConfig().storage.prefix);
}
