import { type ColorSchemePreference, createStorage, createStores, type LanguageCode, type UserInfo } from '@atelier/core';
import { createServerSettingsStore } from '../settings/serverSettings';

export interface StoryStoresOptions {
  user?: Partial<UserInfo> | undefined;
  env?: string;
  locale: LanguageCode;
  colorScheme: ColorSchemePreference;
}

/** The demo's stores on in-memory storage, already holding the story's language, theme and user. */
export function createStoryStores({ user, env = 'prod', locale, colorScheme }: StoryStoresOptions) {
  const storage = createStorage({ backend: null });
  const app = createStores(storage, { env });
  app.settings.setState({ language: locale, theme: colorScheme });
  if (user) app.user.updateUserInfo(user);
  return { app, server: createServerSettingsStore(storage) };
}
