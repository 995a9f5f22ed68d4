import type { Conversation } from './types';

/**
 * A conversation changed on this device (`mine`, not yet sent) and, newer, on another (`theirs`):
 * theirs, except the title and the settings, each taken from whichever set it last. Neither a
 * rename nor a settings change made offline is lost to a message sent meanwhile elsewhere.
 */
export function mergeConversation(mine: Conversation, theirs: Conversation): Conversation {
  const titled = (mine.titleAt ?? 0) > (theirs.titleAt ?? 0) ? mine : theirs;
  const set = (mine.settingsAt ?? 0) > (theirs.settingsAt ?? 0) ? mine : theirs;
  const merged: Conversation = { ...theirs, title: titled.title, titleEdited: titled.titleEdited, settings: set.settings };
  if (titled.titleAt !== undefined) merged.titleAt = titled.titleAt;
  if (set.settingsAt !== undefined) merged.settingsAt = set.settingsAt;
  return merged;
}
