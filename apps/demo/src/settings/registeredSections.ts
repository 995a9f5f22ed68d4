import { chatSettingsSections } from '@atelier/chat';
import type { RegisteredSection } from './settingsSections';

/** What the widget packages add to the settings modal. */
export const registeredSections: readonly RegisteredSection[] = [...chatSettingsSections];
