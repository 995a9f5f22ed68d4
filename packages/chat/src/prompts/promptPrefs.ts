import { createPref } from '../prefs/createPref';
import { readPromptList } from './readPromptList';

/** The local prompt list, shared live by the store dialog and the `/` suggestions. */
export const promptListPref = createPref('atelier-chat:prompts', readPromptList);
